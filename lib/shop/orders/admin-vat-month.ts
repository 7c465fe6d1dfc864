import 'server-only';
import { DateTime } from 'luxon';
import { calendarMonthSchema } from '@/lib/dates/calendar';
import { badRequest } from '@/lib/http/responses';

// ?month=YYYY-MM of the VAT summary: a calendar month in the studio's time zone (the booking
// settings' zone, Europe/Oslo as seeded), so a sale at 00:30 on the 1st Norwegian time is in
// the new month, as the bookkeeping counts it. Without a month: the current one there.

export interface VatMonth {
  month: string;
  from: Date;
  before: Date;
}

export const currentMonth = (timeZone: string, now = new Date()) => DateTime.fromJSDate(now, { zone: timeZone }).toFormat('yyyy-MM');

/** 400 `month: …` for anything but a month; an empty value is the current month, a repeated one counts once (the first). */
export function parseVatMonth(request: Request, timeZone: string, now = new Date()): VatMonth {
  const value = new URL(request.url).searchParams.get('month') || currentMonth(timeZone, now);
  const parsed = calendarMonthSchema.safeParse(value);
  if (!parsed.success) throw badRequest(`month: ${parsed.error.issues[0]!.message}`);
  const [year, month] = parsed.data.split('-').map(Number) as [number, number];
  const start = DateTime.fromObject({ year, month, day: 1 }, { zone: timeZone });
  return { month: parsed.data, from: start.toJSDate(), before: start.plus({ months: 1 }).toJSDate() };
}
