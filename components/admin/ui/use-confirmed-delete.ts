'use client';

import { ApiError } from '@/lib/api/admin';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';
import { useConfirm } from './confirm-dialog';

/** The server's reason for a refusal when it gives one (a bought product), else `fallback`. */
export const failureText = (failure: unknown, fallback: string) =>
  failure instanceof ApiError && failure.detail ? failure.detail : fallback;

interface DeleteSteps<Item> {
  /** Names the record in the console's message: "Failed to delete <noun>". */
  noun: string;
  confirmTitle: (item: Item) => string;
  remove: (item: Item) => Promise<unknown>;
  /** Says it is gone (if the section does) and updates the list. */
  onDeleted: (item: Item) => Promise<unknown>;
  /** Says why it was not deleted. */
  onFailed: (failure: unknown) => void;
  /** Reloads the list after a failure: someone else may have changed it. */
  reload: () => Promise<unknown>;
}

/** A section's Delete: asked first, then removed; a failure is told, and an ended session noticed. */
export function useConfirmedDelete<Item>({ noun, confirmTitle, remove, onDeleted, onFailed, reload }: DeleteSteps<Item>) {
  const confirm = useConfirm();
  const recheckSession = useSessionRecheck();
  return async (item: Item) => {
    if (!(await confirm({ title: confirmTitle(item) }))) return;
    try {
      await remove(item);
    } catch (failure) {
      console.error(`Failed to delete ${noun}`, failure);
      onFailed(failure);
      recheckSession(failure);
      await reload();
      return;
    }
    await onDeleted(item);
  };
}
