'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { ApiError } from '@/lib/api/admin';

/**
 * Words for a failed call: a refusal the admin's messages know (AdminRefusals, by its `reason`) in
 * the admin's language; else the server's own reason (English); else `fallback`.
 */
export function useFailureText() {
  const t = useTranslations('AdminRefusals');
  return useCallback(
    (failure: unknown, fallback: string): string => {
      if (!(failure instanceof ApiError)) return fallback;
      const { refusal } = failure;
      if (refusal && t.has(refusal.reason as never)) return t(refusal.reason as never, refusal.values as never);
      return failure.detail ?? fallback;
    },
    [t],
  );
}
