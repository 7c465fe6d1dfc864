'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';
import { useFailureText } from './use-failure-text';

interface ActionTexts<Result> {
  /** Names the action in the console's message: "Failed to <what>". */
  what: string;
  /** The toast once done, if the action says one. */
  done?: (result: Result) => string;
  /** The toast when the server gives no reason of its own. */
  failed: string;
}

/**
 * An admin's action on a record (delete it, pause a code, mark a translation checked): `busy` names the record
 * while it runs, so its button waits; a failure is told (the server's reason in the admin's words, else `failed`) and an
 * ended session noticed. Resolves with the action's answer, or undefined when it failed.
 */
export function useAdminAction() {
  const recheckSession = useSessionRecheck();
  const failureText = useFailureText();
  const [busy, setBusy] = useState<string | null>(null);
  async function run<Result>(id: string, action: () => Promise<Result>, texts: ActionTexts<Result>): Promise<Result | undefined> {
    setBusy(id);
    try {
      const result = await action();
      if (texts.done) toast.success(texts.done(result));
      return result;
    } catch (failure) {
      console.error(`Failed to ${texts.what}`, failure);
      // Long enough to read a reason ("bought 3 times; deactivate it instead").
      toast.error(failureText(failure, texts.failed), { duration: 10_000 });
      recheckSession(failure);
      return undefined;
    } finally {
      setBusy(null);
    }
  }
  return { busy, run };
}
