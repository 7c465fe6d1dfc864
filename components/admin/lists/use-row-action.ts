'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api/admin';
import { useSessionRecheck } from '@/components/admin/shell/use-admin-session';

/** How a failed change is told: logged, a toast with the server's reason (else `fallback`), and a 401 re-checked. */
export function useFailure() {
  const recheckSession = useSessionRecheck();
  return (failure: unknown, fallback: string) => {
    console.error(fallback, failure);
    toast.error(failure instanceof ApiError && failure.detail ? failure.detail : fallback, { duration: 10_000 });
    recheckSession(failure);
  };
}

/**
 * One change to a row of a list (an order, a call): the row's actions wait while it goes, a toast
 * says how it went, and `after` reloads what it may have changed. `run` resolves true when it went through.
 */
export function useRowAction(after: () => unknown) {
  const failed = useFailure();
  const [busyId, setBusyId] = useState<string | null>(null);
  async function run(id: string, action: () => Promise<unknown>, success: string, fallback: string): Promise<boolean> {
    setBusyId(id);
    try {
      await action();
      toast.success(success);
      return true;
    } catch (failure) {
      failed(failure, fallback);
      return false;
    } finally {
      setBusyId(null);
      void after();
    }
  }
  return { busyId, run };
}
