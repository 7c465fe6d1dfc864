'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { useSWRConfig, type KeyedMutator } from 'swr';
import { deleteMessage, MESSAGES_PATH, messagePath, UNREAD_MESSAGES_PATH, updateMessage } from '@/lib/api/admin-messages';
import type { AdminMessageSummary, MessageList, MessagePatch } from '@/lib/inbox/query';
import { useFailureToast } from '@/components/admin/ui/use-admin-action';
import { isUnread } from './message-display';

type Message = Pick<AdminMessageSummary, 'id' | 'read_at' | 'archived_at'>;

/** The list with one message changed, or left out when `change` is null. */
function withMessage(list: MessageList | undefined, id: string, change: Partial<AdminMessageSummary> | null): MessageList | undefined {
  if (!list) return list;
  if (change === null) return { messages: list.messages.filter((message) => message.id !== id), total: Math.max(0, list.total - 1) };
  return { ...list, messages: list.messages.map((message) => (message.id === id ? { ...message, ...change } : message)) };
}

const isListOrCount = (key: unknown) =>
  typeof key === 'string' && (key === MESSAGES_PATH || key.startsWith(`${MESSAGES_PATH}?`) || key === UNREAD_MESSAGES_PATH);

/**
 * What the admin does with a message: each change shows at once in the list on screen, is then
 * saved, and every view of the inbox and the unread count on the navigation are reloaded after.
 * `mutateList` is the current view's. A failure is shown as a toast (with the server's reason).
 */
export function useMessageActions(mutateList: KeyedMutator<MessageList>) {
  const t = useTranslations('AdminMessages');
  const { mutate } = useSWRConfig();
  const failed = useFailureToast();
  const refresh = () => void mutate(isListOrCount);
  const show = (message: Message, change: Partial<AdminMessageSummary> | null) =>
    void mutateList((list) => withMessage(list, message.id, change), { revalidate: false });

  /** Saves a change and keeps the open message's cache in step; false when it failed. */
  async function save(message: Message, patch: MessagePatch, fallback = t('actionFailed')): Promise<boolean> {
    try {
      await mutate(messagePath(message.id), await updateMessage(message.id, patch), { revalidate: false });
      return true;
    } catch (failure) {
      failed(failure, fallback);
      return false;
    } finally {
      refresh();
    }
  }

  return {
    /** Opening an unread message marks it read. */
    markRead: async (message: Message) => {
      if (!isUnread(message)) return;
      show(message, { read_at: new Date().toISOString() });
      await save(message, { read: true }, t('readFailed'));
    },
    markUnread: async (message: Message) => {
      show(message, { read_at: null });
      if (await save(message, { read: false })) toast.success(t('markedUnread'));
    },
    /** Archives a message (or moves it back to the inbox): it leaves the list on screen; the toast can undo it. */
    setArchived: async (message: Message, archived: boolean) => {
      show(message, null);
      if (!(await save(message, { archived }))) return;
      toast.success(archived ? t('archived') : t('movedToInbox'), {
        action: { label: t('undo'), onClick: () => void save(message, { archived: !archived }) },
      });
    },
    remove: async (message: Message) => {
      try {
        await deleteMessage(message.id);
        show(message, null);
        toast.success(t('deleted'));
      } catch (failure) {
        failed(failure, t('actionFailed'));
      }
      refresh();
    },
  };
}

/** `value` once it has stopped changing for `delayMs`: a search is sent when the typing pauses. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** Tailwind's `lg`: from here the list and the open message stand side by side. */
const WIDE = '(min-width: 1024px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the screen is wide enough for the reading panel; a narrower one opens a message full screen. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}
