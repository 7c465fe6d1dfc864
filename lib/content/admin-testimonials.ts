import 'server-only';
import { getDb } from '@/lib/db/client';
import { testimonials } from '@/lib/db/schema';
import { toAdminTestimonial, type AdminTestimonial } from '@/lib/testimonials/input';
import { TESTIMONIAL_ORDER } from './testimonials';

export async function listAdminTestimonials(): Promise<AdminTestimonial[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(testimonials)
    .orderBy(...TESTIMONIAL_ORDER);
  return rows.map(toAdminTestimonial);
}
