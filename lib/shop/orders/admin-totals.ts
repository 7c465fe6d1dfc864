import 'server-only';
import { and, count, eq, gte, sql, sum } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import type { Money, MonthTotal } from './admin-types';

// Refunded orders count nowhere; sums are per currency (kroner are never added to dollars).

export const TOTAL_MONTHS = 12;

const monthKey = (date: Date) => date.toISOString().slice(0, 7);

const monthStart = (now: Date, offset: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));

async function paidByMonth(since: Date, productId?: string) {
  const db = await getDb();
  const month = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  return db
    .select({ month, currency: orders.currency, count: count(), revenue: sum(orders.amountTotal).mapWith(Number) })
    .from(orders)
    .where(and(eq(orders.status, 'paid'), gte(orders.createdAt, since), productId ? eq(orders.productId, productId) : undefined))
    .groupBy(month, orders.currency)
    .orderBy(orders.currency);
}

export async function monthlyTotals(productId?: string, now = new Date()): Promise<MonthTotal[]> {
  const rows = await paidByMonth(monthStart(now, 1 - TOTAL_MONTHS), productId);
  return Array.from({ length: TOTAL_MONTHS }, (_, index) => {
    const month = monthKey(monthStart(now, index + 1 - TOTAL_MONTHS));
    const inMonth = rows.filter((row) => row.month === month);
    return {
      month,
      count: inMonth.reduce((total, row) => total + row.count, 0),
      revenue: inMonth.map((row): Money => ({ amount_cents: row.revenue, currency: row.currency })),
    };
  });
}

export async function revenueThisMonth(now = new Date()): Promise<Money[]> {
  const rows = await paidByMonth(monthStart(now, 0));
  return rows.map((row) => ({ amount_cents: row.revenue, currency: row.currency }));
}
