'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { PageTexts } from '@/lib/pages/labels';

/** The page texts (PageFields), read untyped: their keys are built from field paths (tests/unit/admin-pages.test.tsx checks them). */
export const usePageTexts = (): PageTexts => useTranslations('PageFields') as unknown as PageTexts;

/** How the Pages section writes a time of day: 24-hour, with its time zone ("14:05 UTC"). */
export const CLOCK = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' } as const;

/** A publish or save time as the admin reads it, in the admin's locale: "Mar 4, 2025, 14:05 UTC". */
export function usePageTime() {
  const format = useFormatter();
  return (iso: string) => format.dateTime(new Date(iso), { day: 'numeric', month: 'short', year: 'numeric', ...CLOCK });
}

/** The answer for a page never published from the admin: its times are the epoch. */
export const neverWritten = (iso: string) => Date.parse(iso) === 0;
