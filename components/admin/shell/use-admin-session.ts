'use client';

import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { ApiError, verifySession } from '@/lib/api/admin';
import { SESSION_KEY } from '@/lib/api/admin-keys';

export { SESSION_KEY };

/**
 * The signed-in admin as the server sees it. Not retried and not refreshed on focus: a failed
 * check means "signed out", and the guard sends the user to the login page at once.
 */
export function useAdminSession() {
  return useSWR(SESSION_KEY, verifySession, { shouldRetryOnError: false, revalidateOnFocus: false });
}

/**
 * Checks the session again after a call was refused with 401 (it expired, or was ended
 * elsewhere), so the guard sends the admin to the login page instead of leaving every
 * action failing.
 */
export function useSessionRecheck() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) void mutate(SESSION_KEY);
    },
    [mutate],
  );
}
