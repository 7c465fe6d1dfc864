import { WEEKDAYS, type BookingSettings, type OpeningSpan, type Weekday } from '@/lib/booking/types';
import type { FieldErrors } from '@/components/admin/ui/detail-errors';

// The availability form's values and their checks. A field's error is keyed by its path in the
// body PUT sends ('weekly_hours.1.0.end', 'blocked_dates.2.date', 'max_per_day'), which is how the
// server's 400 names it too ("max_per_day: …; weekly_hours.1.0.end: …"): both land at the field.

export const NUMBER_FIELDS = ['call_minutes', 'buffer_minutes', 'notice_hours', 'horizon_days', 'max_per_day'] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];
/** The label (AdminBookings.settings) of each field that has one of its own. */
export const FIELD_LABELS = {
  call_minutes: 'callMinutes',
  buffer_minutes: 'bufferMinutes',
  notice_hours: 'noticeHours',
  horizon_days: 'horizonDays',
  max_per_day: 'maxPerDay',
  meeting_location: 'meetingLocation',
  blocked_dates: 'blockedHeading',
  weekly_hours: 'hoursHeading',
} as const;

/** Fields that must be at least 1 (the others may be 0: no buffer, no notice). */
const AT_LEAST_ONE: readonly NumberField[] = ['call_minutes', 'horizon_days', 'max_per_day'];

/** The settings as the form holds them: numbers as typed. */
export type SettingsValues = Omit<BookingSettings, NumberField> & Record<NumberField, string>;
export type ErrorKind = 'time' | 'order' | 'whole' | 'positive';

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

export function toValues(settings: BookingSettings): SettingsValues {
  const { call_minutes, buffer_minutes, notice_hours, horizon_days, max_per_day, ...rest } = settings;
  const text = { call_minutes, buffer_minutes, notice_hours, horizon_days, max_per_day };
  return { ...rest, ...mapNumbers(text, String) };
}

export function toSettings(values: SettingsValues): BookingSettings {
  const { call_minutes, buffer_minutes, notice_hours, horizon_days, max_per_day, ...rest } = values;
  return {
    ...rest,
    ...mapNumbers({ call_minutes, buffer_minutes, notice_hours, horizon_days, max_per_day }, (text) => Number(text.trim())),
  };
}

function mapNumbers<From, To>(fields: Record<NumberField, From>, change: (value: From) => To): Record<NumberField, To> {
  return Object.fromEntries(NUMBER_FIELDS.map((name) => [name, change(fields[name])])) as Record<NumberField, To>;
}

export const spansOf = (values: SettingsValues, day: Weekday): OpeningSpan[] => values.weekly_hours[`${day}`] ?? [];

/** What is wrong before anything is sent, by path and kind; the server checks the rest (and all of it again). */
export function checkValues(values: SettingsValues): Record<string, ErrorKind> {
  const problems: Record<string, ErrorKind> = {};
  for (const day of WEEKDAYS)
    spansOf(values, day).forEach((span, index) => {
      const at = `weekly_hours.${day}.${index}`;
      if (!TIME.test(span.start)) problems[`${at}.start`] = 'time';
      if (!TIME.test(span.end)) problems[`${at}.end`] = 'time';
      else if (TIME.test(span.start) && span.end <= span.start) problems[`${at}.end`] = 'order';
    });
  for (const name of NUMBER_FIELDS) {
    const text = values[name].trim();
    if (!/^\d+$/.test(text)) problems[name] = 'whole';
    else if (AT_LEAST_ONE.includes(name) && Number(text) < 1) problems[name] = 'positive';
  }
  return problems;
}

/** The error of a span: of its start or end, or of the span as a whole (its path without a field). */
export const spanError = (errors: FieldErrors, day: Weekday, index: number, field: 'start' | 'end') =>
  errors[`weekly_hours.${day}.${index}.${field}`] ?? (field === 'end' ? errors[`weekly_hours.${day}.${index}`] : undefined);
