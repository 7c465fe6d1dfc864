'use client';

import useSWR from 'swr';
import { listAdminProjects } from '@/lib/api/admin';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';
import { PROJECTS_KEY } from '@/lib/api/admin-keys';

export { PROJECTS_KEY };

/** All projects with both languages, newest first. A failure is only logged (docs/behaviour.md#admin-dashboard). */
export function useAdminProjects() {
  const recheckSession = useSessionRecheck();
  return useSWR(PROJECTS_KEY, listAdminProjects, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (error) => {
      console.error('Failed to fetch projects', error);
      recheckSession(error);
    },
  });
}
