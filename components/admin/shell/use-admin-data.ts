'use client';

import useSWR, { type SWRConfiguration } from 'swr';
import { useSessionRecheck } from './use-admin-session';

/**
 * What an admin screen reads from the API, under its address: asked once (not again on focus, not
 * retried: a screen offers Try again), a failure logged as `what` and a 401 sending the admin to
 * sign in again. Nothing is asked while `key` is null.
 */
export function useAdminData<Data>(
  key: string | null,
  fetcher: (key: string) => Promise<Data>,
  what: string,
  options: SWRConfiguration<Data> = {},
) {
  const recheckSession = useSessionRecheck();
  return useSWR(key, fetcher, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (error: unknown) => {
      console.error(`Failed to fetch ${what}`, error);
      recheckSession(error);
    },
    ...options,
  });
}
