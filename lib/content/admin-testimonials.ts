import 'server-only';
import { getDb } from '@/lib/db/client';
import { testimonials, type TestimonialRow } from '@/lib/db/schema';
import type { AdminTestimonial } from '@/lib/testimonials/input';
import { toAdminRecord } from './translation-status';
import { TESTIMONIAL_ORDER } from './testimonials';

export const toAdminTestimonial = (row: TestimonialRow): AdminTestimonial => toAdminRecord(testimonials, row);

export async function listAdminTestimonials(): Promise<AdminTestimonial[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(testimonials)
    .orderBy(...TESTIMONIAL_ORDER);
  return rows.map((row) => toAdminTestimonial(row));
}
