import 'server-only';
import { z } from 'zod';
import { isUuid } from '@/lib/db/uuid';
import { badRequest } from '@/lib/http/responses';

// ?product=&from=&to= (&cursor=); dates are calendar days in UTC, both ends included.

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// Year 10000 would not be a date the database stores (the day after `to`).
const YEARS = { first: 2000, last: 2999 } as const;
const DAY_MESSAGE = `must be a date written YYYY-MM-DD, between ${YEARS.first}-01-01 and ${YEARS.last}-12-31`;

const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = startOfDay(value);
  const year = date.getUTCFullYear();
  // 2025-02-30 parses as an invalid date, or rolls over in other engines: compare the text back.
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && year >= YEARS.first && year <= YEARS.last;
}

const day = z.string().refine(isCalendarDay, { message: DAY_MESSAGE });
const id = (message: string) =>
  z
    .string()
    .refine(isUuid, { message })
    .transform((value) => value.toLowerCase());

const querySchema = z
  .object({
    product: id('must be the id of a product').optional(),
    from: day.optional(),
    to: day.optional(),
    cursor: id('must be the next_cursor of the previous page').optional(),
  })
  .refine(({ from, to }) => !from || !to || from <= to, { message: 'from must be on or before to', path: ['from'] });

export interface OrderFilters {
  productId?: string;
  from?: Date;
  /** The first instant no longer included (the day after `to`, at midnight UTC). */
  before?: Date;
}

export interface OrderQuery extends OrderFilters {
  cursor?: string;
}

/** 400 naming the field; an empty value is no filter, a repeated parameter counts once (the first). */
export function parseOrderQuery(request: Request): OrderQuery {
  const params = new URL(request.url).searchParams;
  const value = (name: string) => params.get(name) || undefined;
  const parsed = querySchema.safeParse({ product: value('product'), from: value('from'), to: value('to'), cursor: value('cursor') });
  if (!parsed.success) throw badRequest(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  const { product, from, to, cursor } = parsed.data;
  const before = to ? startOfDay(to) : undefined;
  before?.setUTCDate(before.getUTCDate() + 1);
  return { productId: product, from: from ? startOfDay(from) : undefined, before, cursor };
}
