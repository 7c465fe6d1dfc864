import 'server-only';
import { z } from 'zod';
import { calendarDaySchema } from '@/lib/dates/calendar';
import { isUuid } from '@/lib/db/uuid';
import { badRequest } from '@/lib/http/responses';

// ?product=&from=&to= (&cursor=); dates are calendar days in UTC, both ends included.

const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

const id = (message: string) =>
  z
    .string()
    .refine(isUuid, { message })
    .transform((value) => value.toLowerCase());

const querySchema = z
  .object({
    product: id('must be the id of a product').optional(),
    from: calendarDaySchema.optional(),
    to: calendarDaySchema.optional(),
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

const parse = (params: URLSearchParams) => {
  const value = (name: string) => params.get(name) || undefined;
  return querySchema.safeParse({ product: value('product'), from: value('from'), to: value('to'), cursor: value('cursor') });
};

function toQuery({ product, from, to, cursor }: z.output<typeof querySchema>): OrderQuery {
  const before = to ? startOfDay(to) : undefined;
  before?.setUTCDate(before.getUTCDate() + 1);
  return { productId: product, from: from ? startOfDay(from) : undefined, before, cursor };
}

/** 400 naming the field; an empty value is no filter, a repeated parameter counts once (the first). */
export function parseOrderQuery(request: Request): OrderQuery {
  const parsed = parse(new URL(request.url).searchParams);
  if (!parsed.success) throw badRequest(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  return toQuery(parsed.data);
}

/** The query string's filters as the list's call reads them, or null where it would answer 400. */
export function orderQueryOf(query: string): OrderQuery | null {
  const parsed = parse(new URLSearchParams(query));
  return parsed.success ? toQuery(parsed.data) : null;
}
