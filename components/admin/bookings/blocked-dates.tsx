'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { BOOKING_LIMITS, type BlockedDate } from '@/lib/booking/types';
import { useFieldForm, type WidgetProblem, type WidgetProps } from '@/components/admin/form/form-context';
import { FieldError } from '@/components/admin/ui/admin-field';
import { inputClass, labelClass, secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { DayField } from '@/components/admin/lists/day-field';
import { isDay } from '@/components/admin/orders/order-display';

/** The availability's `blocked_dates` (a custom field), soonest first: a day (YYYY-MM-DD) with a note is added, any is removed. */
export function BlockedDates({ path, value }: WidgetProps) {
  const t = useTranslations('AdminBookings.settings');
  const format = useFormatter();
  const { dispatch, errors, controlId } = useFieldForm();
  const dates = (value ?? []) as BlockedDate[];
  const onChange = (next: BlockedDate[]) => dispatch({ type: 'set', path, value: next });
  const id = controlId(path);
  const [date, setDate] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const written = (day: string) => format.dateTime(new Date(`${day}T00:00:00Z`), { dateStyle: 'full', timeZone: 'UTC' });

  function add() {
    if (!isDay(date)) return setProblem(t('errors.day'));
    if (dates.some((blocked) => blocked.date === date)) return setProblem(t('errors.duplicate'));
    onChange([...dates, { date, note: note.trim() }].sort((a, b) => a.date.localeCompare(b.date)));
    setDate('');
    setNote('');
    setProblem(null);
  }

  return (
    <div className="space-y-4">
      {dates.length === 0 ? (
        <p className="text-sm text-muted">{t('noBlocked')}</p>
      ) : (
        <ul className="divide-y divide-plum/5 rounded-2xl ring-1 ring-plum/10">
          {dates.map((blocked, index) => {
            const error = errors[`${path}.${index}.date`] ?? errors[`${path}.${index}.note`] ?? errors[`${path}.${index}`];
            return (
              <li key={blocked.date} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
                <span className="font-semibold tabular-nums lining-nums text-plum">{written(blocked.date)}</span>
                <span className="min-w-0 flex-1 break-words text-muted">{blocked.note}</span>
                <button
                  type="button"
                  aria-label={t('removeBlockedLabel', { date: written(blocked.date) })}
                  onClick={() => onChange(dates.filter((_, at) => at !== index))}
                  className={`${secondaryButtonClass} px-3 py-1.5`}
                >
                  {t('removeBlocked')}
                </button>
                {error && <FieldError id={`${id}--${index}-error`} message={error} />}
              </li>
            );
          })}
        </ul>
      )}
      {errors[path] && <FieldError id={`${id}-error`} message={errors[path]} />}
      {/* Enter in these fields adds the date (instead of saving the whole form). */}
      <div
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
          event.preventDefault();
          add();
        }}
        className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-start"
      >
        <DayField
          id={`${id}-new-date`}
          label={t('blockedDate')}
          pattern={t('dayPattern')}
          value={date}
          onChange={(value) => (setDate(value), setProblem(null))}
          errorId={problem ? `${id}-new-date-error` : undefined}
        />
        <div className="min-w-0">
          <label htmlFor={`${id}-new-note`} className={labelClass}>
            {t('blockedNote')}
          </label>
          <input
            id={`${id}-new-note`}
            value={note}
            maxLength={BOOKING_LIMITS.blockedNote}
            onChange={(event) => setNote(event.target.value)}
            className={`${inputClass} h-12 py-2.5`}
          />
        </div>
        <button type="button" onClick={add} className={`${secondaryButtonClass} py-3 sm:mt-7`}>
          {t('addBlocked')}
        </button>
      </div>
      {problem && <FieldError id={`${id}-new-date-error`} message={problem} />}
    </div>
  );
}

/** Before saving (a kept draft may hold what adding refuses): each day written YYYY-MM-DD, and blocked once. */
BlockedDates.check = (value: unknown): WidgetProblem[] =>
  ((value ?? []) as BlockedDate[]).flatMap(({ date }, index, dates) => {
    const problem = !isDay(date) ? 'day' : dates.findIndex((other) => other.date === date) < index ? 'duplicate' : null;
    return problem ? [{ path: `${index}.date`, message: problem }] : [];
  });
