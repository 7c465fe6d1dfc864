import 'server-only';
import { and, count, eq, gte, lt, sum } from 'drizzle-orm';
import { readBookingSettings } from '@/lib/booking/settings';
import { getDb } from '@/lib/db/client';
import { creditNotes, orders } from '@/lib/db/schema';
import type { VatFigures, VatSummary, VatSummaryRow } from './admin-types';
import type { VatMonth } from './admin-vat-month';

// The shape of an OSS return: per country, VAT rate and currency, the month's sales (every order
// placed in it, refunded later or not) plus the month's credit notes (by their own date, with
// their negated net, VAT and total, under the refunded order's country and rate). A refund in a
// later month corrects that month, as a credit note does in the books.

const sumOf = (column: Parameters<typeof sum>[0]) => sum(column).mapWith(Number);
const keyOf = (row: Pick<VatSummaryRow, 'country' | 'tax_rate' | 'currency' | 'reverse_charge'>) =>
  JSON.stringify([row.country, row.tax_rate, row.currency, row.reverse_charge]);

async function monthRows({ from, before }: VatMonth) {
  const db = await getDb();
  const group = { country: orders.country, taxRate: orders.taxRate, reverseCharge: orders.reverseCharge };
  const sales = await db
    .select({
      ...group,
      currency: orders.currency,
      count: count(),
      subtotal: sumOf(orders.amountSubtotal),
      tax: sumOf(orders.amountTax),
      total: sumOf(orders.amountTotal),
    })
    .from(orders)
    .where(and(gte(orders.createdAt, from), lt(orders.createdAt, before)))
    .groupBy(orders.country, orders.taxRate, orders.reverseCharge, orders.currency);
  const refunds = await db
    .select({
      ...group,
      currency: creditNotes.currency,
      count: count(),
      subtotal: sumOf(creditNotes.amountSubtotal),
      tax: sumOf(creditNotes.amountTax),
      total: sumOf(creditNotes.amountTotal),
    })
    .from(creditNotes)
    .innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .where(and(gte(creditNotes.createdAt, from), lt(creditNotes.createdAt, before)))
    .groupBy(orders.country, orders.taxRate, orders.reverseCharge, creditNotes.currency);
  return { sales, refunds };
}

function addUp<T extends VatFigures>(into: Map<string, T>, key: string, empty: () => T, add: Omit<VatFigures, 'currency'>) {
  const row = into.get(key) ?? empty();
  row.sales += add.sales;
  row.refunds += add.refunds;
  row.amount_subtotal += add.amount_subtotal;
  row.amount_tax += add.amount_tax;
  row.amount_total += add.amount_total;
  into.set(key, row);
}

const ZERO = { sales: 0, refunds: 0, amount_subtotal: 0, amount_tax: 0, amount_total: 0 };

/** Countries A–Z (unknown last), then the rate from the highest, then the currency. */
function byCountry(a: VatSummaryRow, b: VatSummaryRow): number {
  if (a.country !== b.country) return a.country === null ? 1 : b.country === null ? -1 : a.country.localeCompare(b.country);
  return b.tax_rate - a.tax_rate || a.currency.localeCompare(b.currency) || Number(a.reverse_charge) - Number(b.reverse_charge);
}

export async function vatSummary(month: VatMonth, timeZone: string): Promise<VatSummary> {
  const { sales, refunds } = await monthRows(month);
  const rows = new Map<string, VatSummaryRow>();
  const totals = new Map<string, VatFigures>();
  const entries = [...sales.map((row) => ({ row, refund: false })), ...refunds.map((row) => ({ row, refund: true }))];
  for (const { row, refund } of entries) {
    const line = { country: row.country, tax_rate: row.taxRate, currency: row.currency, reverse_charge: row.reverseCharge };
    const figures = {
      sales: refund ? 0 : row.count,
      refunds: refund ? row.count : 0,
      amount_subtotal: row.subtotal,
      amount_tax: row.tax,
      amount_total: row.total,
    };
    addUp(rows, keyOf(line), () => ({ ...line, ...ZERO }), figures);
    addUp(totals, row.currency, () => ({ currency: row.currency, ...ZERO }), figures);
  }
  return {
    month: month.month,
    time_zone: timeZone,
    from: month.from.toISOString(),
    before: month.before.toISOString(),
    rows: [...rows.values()].sort(byCountry),
    totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}

/** The studio's time zone: the booking settings keep it. */
export async function studioTimeZone(): Promise<string> {
  return (await readBookingSettings(await getDb())).time_zone;
}
