'use client';

import { fetchUnreadCount, UNREAD_MESSAGES_PATH } from '@/lib/api/admin-messages';
import { useAdminData } from '@/components/admin/shell/use-admin-data';

/** Asked again this often while a page is open, so a new message shows on the tab without a reload. */
const REFRESH_MS = 60_000;

/**
 * The number of unread messages in the inbox, for the navigation's Messages tab. The Messages
 * screen revalidates it (useMessageActions) after each change it makes.
 */
export function useUnreadMessages() {
  return useAdminData(UNREAD_MESSAGES_PATH, fetchUnreadCount, 'the unread message count', {
    refreshInterval: REFRESH_MS,
    revalidateOnFocus: true,
  });
}
