'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors } from '@/components/admin/ui/detail-errors';
import { FIELD_LABELS } from './settings-values';

const SPAN = /^weekly_hours\.([1-7])\.(\d+)(?:\.(start|end))?$/;

/** Every problem of the form in one list above it, each named by its field, so none is missed below the fold. */
export function SettingsProblems({ errors }: { errors: FieldErrors }) {
  const t = useTranslations('AdminBookings');
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;

  function labelOf(key: string): string | null {
    const span = SPAN.exec(key);
    if (span) {
      const names = { day: t(`weekdays.${span[1] as '1'}`), number: Number(span[2]) + 1 };
      return t(span[3] === 'start' ? 'settings.fromLabel' : 'settings.toLabel', names);
    }
    const day = /^weekly_hours\.([1-7])$/.exec(key);
    if (day) return t(`weekdays.${day[1] as '1'}`);
    const field = key.split('.')[0]!;
    return Object.hasOwn(FIELD_LABELS, field) ? t(`settings.${FIELD_LABELS[field as keyof typeof FIELD_LABELS]}`) : key || null;
  }

  return (
    <div role="alert" className="rounded-2xl bg-blush/60 px-5 py-4 text-sm text-plum">
      <p className="font-semibold">{t('settings.problems', { count: entries.length })}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {entries.map(([key, message]) => {
          const label = labelOf(key);
          return <li key={key}>{label ? `${label}: ${message}` : message}</li>;
        })}
      </ul>
    </div>
  );
}
