'use client';

import { useTranslations } from 'next-intl';
import { OPENING_TIME, WEEKDAYS, type OpeningSpan, type WeeklyHours as Hours } from '@/lib/booking/types';
import { useFieldForm, type WidgetProblem, type WidgetProps } from '@/components/admin/form/form-context';
import { FieldError } from '@/components/admin/ui/admin-field';
import { inputClass, secondaryButtonClass } from '@/components/admin/ui/field-styles';

/** A day opened without hours gets the studio's usual ones; another span starts where the last ended. */
const FIRST_SPAN: OpeningSpan = { start: '09:00', end: '16:00' };
// The shared field look without its full width: a span is one line, from – to and its Remove.
const timeClass = `${inputClass.replace('w-full ', '')} w-20 px-2 py-2 text-center tabular-nums lining-nums`;
const smallButton = `${secondaryButtonClass} px-3 py-1.5`;
const SPAN_KEY = /^weekly_hours\.([1-7])(?:\.(\d+)(?:\.(start|end))?)?$/;

/** The availability's `weekly_hours` (a custom field): Monday to Sunday, each closed or open in spans of HH:MM to HH:MM. */
export function WeeklyHours({ path, value }: WidgetProps) {
  const t = useTranslations('AdminBookings');
  const { dispatch, errors, controlId } = useFieldForm();
  const hours = (value ?? {}) as Partial<Hours>;
  return (
    <div className="divide-y divide-plum/5">
      {WEEKDAYS.map((day) => {
        const spans = hours[`${day}`] ?? [];
        const at = `${path}.${day}`;
        const name = t(`weekdays.${day}`);
        // A day's spans are replaced whole (they have no ids); the edited input's message goes.
        const change = (next: OpeningSpan[], errorKey = at) => dispatch({ type: 'set', path: at, value: next, errorKey });
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
                  onChange={(event) => change(event.target.checked ? [FIRST_SPAN] : [])}
                  className="size-5 accent-rose-deep"
                />
                {spans.length > 0 ? t('settings.open') : t('settings.closed')}
              </label>
            </div>
            {spans.length > 0 && (
              <div className="space-y-2">
                {spans.map((span, index) => {
                  const names = { day: name, number: index + 1 };
                  const key = (field: 'start' | 'end') => `${at}.${index}.${field}`;
                  // The span's own problems (an unknown field) show under its end.
                  const error = { start: errors[key('start')], end: errors[key('end')] ?? errors[`${at}.${index}`] };
                  const time = (field: 'start' | 'end') => (
                    <input
                      id={controlId(key(field))}
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      placeholder="HH:MM"
                      maxLength={5}
                      value={span[field]}
                      aria-label={t(field === 'start' ? 'settings.fromLabel' : 'settings.toLabel', names)}
                      aria-invalid={Boolean(error[field])}
                      aria-describedby={error[field] ? `${controlId(key(field))}-error` : undefined}
                      onChange={(event) =>
                        change(
                          spans.map((was, place) => (place === index ? { ...was, [field]: event.target.value.trim() } : was)),
                          key(field),
                        )
                      }
                      className={timeClass}
                    />
                  );
                  return (
                    <div key={index}>
                      <div className="flex flex-wrap items-center gap-2">
                        {time('start')}
                        <span aria-hidden="true" className="text-muted">
                          –
                        </span>
                        {time('end')}
                        <button
                          type="button"
                          aria-label={t('settings.removeSpanLabel', names)}
                          onClick={() => change(spans.filter((_, place) => place !== index))}
                          className={smallButton}
                        >
                          {t('settings.removeSpan')}
                        </button>
                      </div>
                      {(['start', 'end'] as const).map(
                        (field) => error[field] && <FieldError key={field} id={`${controlId(key(field))}-error`} message={error[field]} />,
                      )}
                    </div>
                  );
                })}
                {/* The day's own problems (spans that overlap), as the server names them. */}
                {errors[at] && <FieldError id={`${controlId(at)}-error`} message={errors[at]} />}
                <button
                  type="button"
                  aria-label={t('settings.addSpanLabel', { day: name })}
                  onClick={() => change([...spans, { start: spans.at(-1)!.end, end: '24:00' }])}
                  className={smallButton}
                >
                  {t('settings.addSpan')}
                </button>
              </div>
            )}
          </fieldset>
        );
      })}
      {errors[path] && <FieldError id={`${controlId(path)}-error`} message={errors[path]} />}
    </div>
  );
}

/** Before saving: each time written HH:MM, each span ending after it starts (the server also refuses overlaps). */
WeeklyHours.check = (value: unknown): WidgetProblem[] =>
  WEEKDAYS.flatMap((day) =>
    ((value as Partial<Hours> | null)?.[`${day}`] ?? []).flatMap(({ start, end }, index) => {
      const at = `${day}.${index}`;
      const times = [OPENING_TIME.test(start), OPENING_TIME.test(end)];
      if (times[0] && times[1]) return end <= start ? [{ path: `${at}.end`, message: 'order' }] : [];
      return (['start', 'end'] as const).flatMap((field, place) => (times[place] ? [] : [{ path: `${at}.${field}`, message: 'time' }]));
    }),
  );

/** A problem's name in the list above the form: the day, or the span's input ("Monday, span 1: to"); null when neither. */
export function useSpanName(): (key: string) => string | null {
  const t = useTranslations('AdminBookings');
  return (key) => {
    const [, day, index, field] = SPAN_KEY.exec(key) ?? [];
    if (!day) return null;
    const name = t(`weekdays.${day as '1'}`);
    if (index === undefined) return name;
    return t(field === 'start' ? 'settings.fromLabel' : 'settings.toLabel', { day: name, number: Number(index) + 1 });
  };
}
