'use client';

import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { useSWRConfig, type KeyedMutator } from 'swr';
import { ApiError } from '@/lib/api/admin';
import { deleteMessage, messagePath, updateMessage } from '@/lib/api/admin-messages';
import type { AdminMessageSummary, MessageList, MessagePatch } from '@/lib/inbox/query';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';
import { isUnread } from './message-display';
import { useRefreshInbox } from './use-admin-messages';

type Message = Pick<AdminMessageSummary, 'id' | 'read_at' | 'archived_at'>;

/** The list with one message changed, or left out when `change` is null. */
function withMessage(list: MessageList | undefined, id: string, change: Partial<AdminMessageSummary> | null): MessageList | undefined {
  if (!list) return list;
  if (change === null) return { messages: list.messages.filter((message) => message.id !== id), total: Math.max(0, list.total - 1) };
  return { ...list, messages: list.messages.map((message) => (message.id === id ? { ...message, ...change } : message)) };
}

/**
 * What the admin does with a message: each change shows at once in the list on screen, is then
 * saved, and every view of the inbox and the unread count on the navigation are reloaded after.
 * `mutateList` is the current view's. A failure is shown as a toast (with the server's reason).
 */
export function useMessageActions(mutateList: KeyedMutator<MessageList>) {
  const t = useTranslations('AdminMessages');
  const { mutate } = useSWRConfig();
  const refresh = useRefreshInbox();
  const recheckSession = useSessionRecheck();

  function failed(failure: unknown, fallback: string) {
    console.error('A message action failed', failure);
    toast.error(failure instanceof ApiError && failure.detail ? failure.detail : fallback);
    recheckSession(failure);
  }

  /** Saves a change and keeps the open message's cache in step; false when it failed. */
  async function save(message: Message, patch: MessagePatch): Promise<boolean> {
    try {
      await mutate(messagePath(message.id), await updateMessage(message.id, patch), { revalidate: false });
      return true;
    } catch (failure) {
      failed(failure, t('actionFailed'));
      return false;
    } finally {
      void refresh();
    }
  }

  /** Opening an unread message marks it read. */
  async function markRead(message: Message) {
    if (!isUnread(message)) return;
    void mutateList((list) => withMessage(list, message.id, { read_at: new Date().toISOString() }), { revalidate: false });
    try {
      await mutate(messagePath(message.id), await updateMessage(message.id, { read: true }), { revalidate: false });
    } catch (failure) {
      failed(failure, t('readFailed'));
    }
    void refresh();
  }

  async function markUnread(message: Message) {
    void mutateList((list) => withMessage(list, message.id, { read_at: null }), { revalidate: false });
    if (await save(message, { read: false })) toast.success(t('markedUnread'));
  }

  /** Archives a message (or moves it back to the inbox): it leaves the list on screen; the toast can undo it. */
  async function setArchived(message: Message, archived: boolean) {
    void mutateList((list) => withMessage(list, message.id, null), { revalidate: false });
    if (!(await save(message, { archived }))) return;
    toast.success(archived ? t('archived') : t('movedToInbox'), {
      action: { label: t('undo'), onClick: () => void save(message, { archived: !archived }) },
    });
  }

  async function remove(message: Message) {
    try {
      await deleteMessage(message.id);
      void mutateList((list) => withMessage(list, message.id, null), { revalidate: false });
      toast.success(t('deleted'));
    } catch (failure) {
      failed(failure, t('actionFailed'));
    }
    void refresh();
  }

  return { markRead, markUnread, setArchived, remove };
}
