import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { testimonials } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { badRequest, notFound } from '@/lib/http/responses';
import type { AdminTestimonial, TestimonialValues } from '@/lib/testimonials/input';
import { listAdminTestimonials, toAdminTestimonial } from './admin-testimonials';
import { nextBasis } from './translation-status';
import { refreshPublicContent } from './revalidate';
import { TAGS } from './tags';

const NOT_FOUND = 'Testimonial not found';

/** A new testimonial leads the list (sort_order 0, the newest of equals) until the admin orders it. */
export async function createTestimonial(values: TestimonialValues): Promise<AdminTestimonial> {
  const db = await getDb();
  const [row] = await db
    .insert(testimonials)
    .values({ ...values, translationBasis: nextBasis(testimonials, values, null) })
    .returning();
  await refreshPublicContent(TAGS.testimonials);
  return toAdminTestimonial(row!);
}

export async function updateTestimonial(id: string, values: TestimonialValues): Promise<AdminTestimonial> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    // Locked: the basis compares the translations with the ones this save replaces.
    const [before] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
    if (!before) throw notFound(NOT_FOUND);
    const [updated] = await tx
      .update(testimonials)
      .set({ ...values, translationBasis: nextBasis(testimonials, values, before) })
      .where(eq(testimonials.id, id))
      .returning();
    return updated!;
  });
  await refreshPublicContent(TAGS.testimonials);
  return toAdminTestimonial(row);
}

export async function deleteTestimonial(id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const db = await getDb();
  const deleted = await db.delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id });
  if (deleted.length === 0) throw notFound(NOT_FOUND);
  await refreshPublicContent(TAGS.testimonials);
}

const ORDER_MISMATCH = 'ids: must list every testimonial exactly once';

/** The list must name exactly the stored testimonials: a stale list would misplace the ones it misses. */
export async function reorderTestimonials(ids: string[]): Promise<AdminTestimonial[]> {
  const wanted = ids.map((id) => id.toLowerCase());
  if (new Set(wanted).size !== wanted.length) throw badRequest(ORDER_MISMATCH);
  const db = await getDb();
  await db.transaction(async (tx) => {
    // Locked, so a delete running meanwhile waits and the set checked is the set written.
    const stored = await tx.select({ id: testimonials.id }).from(testimonials).for('update');
    const storedIds = new Set(stored.map((row) => row.id));
    if (stored.length !== wanted.length || !wanted.every((id) => storedIds.has(id))) throw badRequest(ORDER_MISMATCH);
    if (wanted.length === 0) return;
    const position = sql.join(
      wanted.map((id, index) => sql`when ${id}::uuid then ${index}::integer`),
      sql` `,
    );
    // `else`: a testimonial created since the check (rows being inserted are not locked) keeps its place.
    await tx.update(testimonials).set({ sortOrder: sql`case ${testimonials.id} ${position} else ${testimonials.sortOrder} end` });
  });
  await refreshPublicContent(TAGS.testimonials);
  return listAdminTestimonials();
}
