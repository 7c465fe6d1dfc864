'use client';

import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  fetchMessage,
  fetchMessageList,
  MESSAGES_PATH,
  messageListPath,
  messagePath,
  UNREAD_MESSAGES_PATH,
} from '@/lib/api/admin-messages';
import type { MessageQueryInput } from '@/lib/inbox/query';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';

function useLoggedError(what: string) {
  const recheckSession = useSessionRecheck();
  return useCallback(
    (error: unknown) => {
      console.error(`Failed to fetch ${what}`, error);
      recheckSession(error);
    },
    [recheckSession, what],
  );
}

/** One view of the inbox (search, service, box). The previous view stays on screen while the next loads. */
export function useMessageList(query: MessageQueryInput) {
  const onError = useLoggedError('messages');
  return useSWR(messageListPath(query), fetchMessageList, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError,
  });
}

/** One message with its whole text; nothing while `id` is null. */
export function useMessage(id: string | null) {
  const onError = useLoggedError('the message');
  return useSWR(id ? messagePath(id) : null, () => fetchMessage(id!), { revalidateOnFocus: false, shouldRetryOnError: false, onError });
}

const isListOrCount = (key: unknown) =>
  typeof key === 'string' && (key === MESSAGES_PATH || key.startsWith(`${MESSAGES_PATH}?`) || key === UNREAD_MESSAGES_PATH);

/** Reloads every view of the inbox and the unread count on the navigation, after a change. */
export function useRefreshInbox() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isListOrCount), [mutate]);
}
