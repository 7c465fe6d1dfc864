'use client';

import useSWR from 'swr';
import { fetchUnreadCount, UNREAD_MESSAGES_PATH } from '@/lib/api/admin-messages';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';

/** Asked again this often while a page is open, so a new message shows on the tab without a reload. */
const REFRESH_MS = 60_000;

/**
 * The number of unread messages in the inbox, for the navigation's Messages tab. The Messages
 * screen revalidates it (useRefreshInbox) after each change it makes.
 */
export function useUnreadMessages() {
  const recheckSession = useSessionRecheck();
  return useSWR(UNREAD_MESSAGES_PATH, fetchUnreadCount, {
    refreshInterval: REFRESH_MS,
    shouldRetryOnError: false,
    onError: (error) => {
      console.error('Failed to fetch the unread message count', error);
      recheckSession(error);
    },
  });
}
