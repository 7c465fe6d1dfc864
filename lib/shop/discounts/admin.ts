import 'server-only';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { getDb, type Transaction } from '@/lib/db/client';
import { checkoutSessions, digitalProducts, discountCodes, discountHolds, orders, type DiscountCodeRow } from '@/lib/db/schema';
import { adminRefusal } from '@/lib/http/refusal';
import { badRequest, notFound } from '@/lib/http/responses';
import { isUuid } from '@/lib/db/uuid';
import { countingHolds } from './hold';
import type { AdminDiscountCode } from './types';
import { crossIssues } from '@/lib/forms/schema';
import { discountDescription } from './fields';
import { VALUE_FIELDS, type DiscountCreate, type DiscountPatch } from './input';

// The admin's Discount codes section: the codes with their uses and revenue, made, paused and changed.

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toAdmin(row: DiscountCodeRow, uses = 0, openHolds = 0, revenue: Record<string, number> = {}): AdminDiscountCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percent_off: row.percentOff,
    amounts_off: row.amountsOff,
    product_ids: row.productIds,
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    usage_limit: row.usageLimit,
    paused: row.paused,
    created_at: row.createdAt.toISOString(),
    uses,
    open_holds: openHolds,
    revenue,
  };
}

export async function listDiscountCodes(): Promise<AdminDiscountCode[]> {
  const db = await getDb();
  const [rows, used, held, earned] = await Promise.all([
    db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt)),
    db
      .select({ id: orders.discountCodeId, count: sql<number>`count(*)::int` })
      .from(orders)
      .where(isNotNull(orders.discountCodeId))
      .groupBy(orders.discountCodeId),
    db
      .select({ id: discountHolds.discountCodeId, count: sql<number>`count(*)::int` })
      .from(discountHolds)
      .leftJoin(checkoutSessions, eq(checkoutSessions.id, discountHolds.sessionId))
      .where(and(countingHolds(), sql`${checkoutSessions.paymentStatus} is distinct from 'paid'`))
      .groupBy(discountHolds.discountCodeId),
    db
      .select({ id: orders.discountCodeId, currency: orders.currency, total: sql<number>`sum(${orders.amountTotal})::int` })
      .from(orders)
      .where(and(isNotNull(orders.discountCodeId), eq(orders.status, 'paid')))
      .groupBy(orders.discountCodeId, orders.currency),
  ]);
  const uses = new Map(used.map((row) => [row.id, row.count]));
  const holds = new Map(held.map((row) => [row.id, row.count]));
  const revenue = new Map<string, Record<string, number>>();
  for (const row of earned) revenue.set(row.id!, { ...revenue.get(row.id!), [row.currency]: row.total });
  return rows.map((row) => toAdmin(row, uses.get(row.id), holds.get(row.id), revenue.get(row.id)));
}

// Postgres reports a unique violation as 23505; drizzle wraps the driver's error in `cause`.
const isUniqueViolation = (error: unknown) =>
  [error, (error as { cause?: unknown })?.cause].some((e) => (e as { code?: string } | undefined)?.code === '23505');

// Named as a refusal of the field, so the admin's form shows it there.
const codeTaken = (code: string) =>
  adminRefusal(409, 'codeTaken', `code: another code is already "${code}" (codes ignore case)`, { field: 'code', code });

async function assertProductsExist(tx: Transaction, ids: string[]) {
  if (ids.length === 0) return;
  const found = await tx.select({ id: digitalProducts.id }).from(digitalProducts).where(inArray(digitalProducts.id, ids));
  const known = new Set(found.map((row) => row.id));
  const missing = ids.filter((id) => !known.has(id.toLowerCase()));
  if (missing.length > 0) throw badRequest(`product_ids: no product ${missing.join(', ')}`);
}

/** The columns a body sets; a percent code keeps no amounts and an amount code no percent (the table's check). */
function columns(input: DiscountPatch): Partial<typeof discountCodes.$inferInsert> {
  const values: Partial<typeof discountCodes.$inferInsert> = {
    code: input.code,
    kind: input.kind,
    percentOff: input.percent_off,
    amountsOff: input.amounts_off,
    productIds: input.product_ids && [...new Set(input.product_ids.map((id) => id.toLowerCase()))],
    startsAt: input.starts_at,
    endsAt: input.ends_at,
    usageLimit: input.usage_limit,
    paused: input.paused,
  };
  if (input.kind === 'percent') values.amountsOff = {};
  if (input.kind === 'amount') values.percentOff = null;
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

async function saving<T>(code: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (code && isUniqueViolation(error)) throw codeTaken(code);
    throw error;
  }
}

export async function createDiscountCode(input: DiscountCreate): Promise<AdminDiscountCode> {
  const db = await getDb();
  const row = await saving(input.code, () =>
    db.transaction(async (tx) => {
      await assertProductsExist(tx, input.product_ids);
      const [inserted] = await tx
        .insert(discountCodes)
        .values(columns(input) as typeof discountCodes.$inferInsert)
        .returning();
      return inserted!;
    }),
  );
  return toAdmin(row);
}

const ever = (tx: Transaction, id: string) => tx.$count(discountHolds, eq(discountHolds.discountCodeId, id));

/** Pauses, resumes, or changes the limit and window; what the code gives only while it has never been held. */
export async function updateDiscountCode(id: string, input: DiscountPatch): Promise<AdminDiscountCode> {
  if (!isUuid(id)) throw notFound('Discount code not found');
  const db = await getDb();
  await saving(input.code, () =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
      if (!current) throw notFound('Discount code not found');
      const changesValue = VALUE_FIELDS.some((field) => input[field] !== undefined);
      if (changesValue && (await ever(tx, id)) > 0) {
        throw adminRefusal(409, 'codeUsed', 'This code has been used: its code, kind, amount and products can no longer change');
      }
      // The whole code after the change must still make sense (a kind needs its amount, the window its order).
      const merged = {
        kind: input.kind ?? current.kind,
        percent_off: input.percent_off !== undefined ? input.percent_off : current.percentOff,
        amounts_off: input.amounts_off ?? current.amountsOff,
        starts_at: input.starts_at !== undefined ? input.starts_at : current.startsAt,
        ends_at: input.ends_at !== undefined ? input.ends_at : current.endsAt,
      };
      const problems = crossIssues(discountDescription.fields, merged);
      if (problems.length > 0) throw badRequest(problems.join('; '));
      if (input.product_ids) await assertProductsExist(tx, input.product_ids);
      const change = columns({ ...input, ...(input.kind ? { percent_off: merged.percent_off, amounts_off: merged.amounts_off } : {}) });
      await tx
        .update(discountCodes)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(discountCodes.id, id));
    }),
  );
  return (await listDiscountCodes()).find((code) => code.id === id)!;
}
