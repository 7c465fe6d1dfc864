import { DateTime } from 'luxon';
import { z } from '@/lib/zod';

// The one reading of a calendar day (YYYY-MM-DD) or month (YYYY-MM) in a request: written with
// its leading zeros and a day or month the calendar has (Luxon's strict parse: 2026-13-01,
// 2026-00-10, 2026-12-32 and 2027-02-29 are none), in years 2000-2999, so the days around it that
// a query or a time zone needs are days the database stores. Anything else is a 400 naming the field.

export const CALENDAR_YEARS = { first: 2000, last: 2999 } as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;

const inYears = (date: DateTime) => date.isValid && date.year >= CALENDAR_YEARS.first && date.year <= CALENDAR_YEARS.last;

export const isCalendarDay = (value: string) => DAY.test(value) && inYears(DateTime.fromFormat(value, 'yyyy-MM-dd', { zone: 'utc' }));
export const isCalendarMonth = (value: string) => MONTH.test(value) && inYears(DateTime.fromFormat(value, 'yyyy-MM', { zone: 'utc' }));

const DAY_MESSAGE = `must be a date written YYYY-MM-DD, between ${CALENDAR_YEARS.first}-01-01 and ${CALENDAR_YEARS.last}-12-31`;
const MONTH_MESSAGE = `must be a month written YYYY-MM, between ${CALENDAR_YEARS.first}-01 and ${CALENDAR_YEARS.last}-12`;

export const calendarDaySchema = z.string({ error: DAY_MESSAGE }).refine(isCalendarDay, { error: DAY_MESSAGE });
export const calendarMonthSchema = z.string({ error: MONTH_MESSAGE }).refine(isCalendarMonth, { error: MONTH_MESSAGE });
