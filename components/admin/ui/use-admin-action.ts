'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';
import { useFailureText } from './use-failure-text';

interface ActionTexts<Result> {
  /** The toast once done, if the action says one. */
  done?: (result: Result) => string;
  /** The toast when the server gives no reason of its own; also the console's message. */
  failed: string;
}

/**
 * How a failed change is told: logged, a toast with the server's reason in the admin's words (else
 * `fallback`), long enough to read ("bought 3 times; deactivate it instead"), and a 401 re-checked.
 */
export function useFailureToast() {
  const recheckSession = useSessionRecheck();
  const failureText = useFailureText();
  return (failure: unknown, fallback: string) => {
    console.error(fallback, failure);
    toast.error(failureText(failure, fallback), { duration: 10_000 });
    recheckSession(failure);
  };
}

/**
 * An admin's action on a record (delete it, pause a code, refund an order, mark a translation
 * checked): `busy` names the record while it runs, so its buttons wait; a failure is told
 * (useFailureToast) and `after` reloads what the action may have changed, either way. Resolves with
 * the action's answer, or undefined when it failed.
 */
export function useAdminAction(after?: () => unknown) {
  const failed = useFailureToast();
  const [busy, setBusy] = useState<string | null>(null);
  async function run<Result>(id: string, action: () => Promise<Result>, texts: ActionTexts<Result>): Promise<Result | undefined> {
    setBusy(id);
    try {
      const result = await action();
      if (texts.done) toast.success(texts.done(result));
      return result;
    } catch (failure) {
      failed(failure, texts.failed);
      return undefined;
    } finally {
      setBusy(null);
      void after?.();
    }
  }
  return { busy, run };
}
