'use client';

import { useTranslations } from 'next-intl';
import { WEEKDAYS, type OpeningSpan, type Weekday } from '@/lib/booking/types';
import { FieldError } from '@/components/admin/ui/admin-field';
import { inputClass, secondaryButtonClass } from '@/components/admin/ui/field-styles';
import type { FieldErrors } from '@/components/admin/ui/detail-errors';
import { spanError, spansOf, type SettingsValues } from './settings-values';

interface WeeklyHoursProps {
  values: SettingsValues;
  errors: FieldErrors;
  onChange: (day: Weekday, spans: OpeningSpan[]) => void;
}

/** A day opened without hours gets the studio's usual ones; another span starts where the last ended. */
const FIRST_SPAN: OpeningSpan = { start: '09:00', end: '16:00' };
// The shared field look without its full width: a span is one line, from – to and its Remove.
const timeClass = `${inputClass.replace('w-full ', '')} w-20 px-2 py-2 text-center tabular-nums lining-nums`;
const smallButton = `${secondaryButtonClass} px-3 py-1.5`;

/** Monday to Sunday, each closed or open in one or more spans of HH:MM to HH:MM. */
export function WeeklyHours({ values, errors, onChange }: WeeklyHoursProps) {
  const t = useTranslations('AdminBookings');
  return (
    <div className="divide-y divide-plum/5">
      {WEEKDAYS.map((day) => {
        const spans = spansOf(values, day);
        const name = t(`weekdays.${day}`);
        const set = (index: number, change: Partial<OpeningSpan>) =>
          onChange(
            day,
            spans.map((span, at) => (at === index ? { ...span, ...change } : span)),
          );
        return (
          <fieldset key={day} className="grid gap-3 py-4 first:pt-0 last:pb-0 sm:grid-cols-[10rem_minmax(0,1fr)]">
            <legend className="sr-only">{name}</legend>
            <div className="flex items-center justify-between gap-3 sm:block">
              <p aria-hidden="true" className="font-semibold text-plum">
                {name}
              </p>
              <label className="flex items-center gap-2 text-sm text-ink sm:mt-1">
                <input
                  type="checkbox"
                  checked={spans.length > 0}
                  aria-label={t('settings.openLabel', { day: name })}
                  onChange={(event) => onChange(day, event.target.checked ? [FIRST_SPAN] : [])}
                  className="size-5 accent-rose-deep"
                />
                {spans.length > 0 ? t('settings.open') : t('settings.closed')}
              </label>
            </div>
            {spans.length > 0 && (
              <div className="space-y-2">
                {spans.map((span, index) => {
                  const names = { day: name, number: index + 1 };
                  const ids = { start: `hours-${day}-${index}-start`, end: `hours-${day}-${index}-end` };
                  const error = { start: spanError(errors, day, index, 'start'), end: spanError(errors, day, index, 'end') };
                  return (
                    <div key={index}>
                      <div className="flex flex-wrap items-center gap-2">
                        {(['start', 'end'] as const).map((field) => [
                          field === 'end' && (
                            <span key="dash" aria-hidden="true" className="text-muted">
                              –
                            </span>
                          ),
                          <input
                            key={field}
                            id={ids[field]}
                            type="text"
                            inputMode="numeric"
                            autoComplete="off"
                            placeholder="HH:MM"
                            maxLength={5}
                            value={span[field]}
                            aria-label={t(field === 'start' ? 'settings.fromLabel' : 'settings.toLabel', names)}
                            aria-invalid={Boolean(error[field])}
                            aria-describedby={error[field] ? `${ids[field]}-error` : undefined}
                            onChange={(event) => set(index, { [field]: event.target.value.trim() })}
                            className={timeClass}
                          />,
                        ])}
                        <button
                          type="button"
                          aria-label={t('settings.removeSpanLabel', names)}
                          onClick={() =>
                            onChange(
                              day,
                              spans.filter((_, at) => at !== index),
                            )
                          }
                          className={smallButton}
                        >
                          {t('settings.removeSpan')}
                        </button>
                      </div>
                      {(['start', 'end'] as const).map(
                        (field) => error[field] && <FieldError key={field} id={`${ids[field]}-error`} message={error[field]} />,
                      )}
                    </div>
                  );
                })}
                {/* The day's own problems (spans that overlap), as the server names them. */}
                {errors[`weekly_hours.${day}`] && <FieldError id={`hours-${day}-error`} message={errors[`weekly_hours.${day}`]!} />}
                <button
                  type="button"
                  aria-label={t('settings.addSpanLabel', { day: name })}
                  onClick={() => onChange(day, [...spans, { start: spans.at(-1)!.end, end: '24:00' }])}
                  className={smallButton}
                >
                  {t('settings.addSpan')}
                </button>
              </div>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
