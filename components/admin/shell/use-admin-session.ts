'use client';

import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError } from '@/lib/api/admin';
import { SESSION_KEY } from '@/lib/api/admin-keys';

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
