import 'server-only';
import { asc, desc, eq } from 'drizzle-orm';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { testimonials, type TestimonialRow } from '@/lib/db/schema';
import { cachedRead } from './cache';
import { TAGS } from './tags';
import type { Testimonial } from './types';

export const TESTIMONIAL_ORDER = [asc(testimonials.sortOrder), desc(testimonials.createdAt), asc(testimonials.id)];

function toTestimonial(row: TestimonialRow, locale: Locale): Testimonial {
  return {
    id: row.id,
    client_name: row.clientName,
    role: localize(row.role, locale),
    company: row.company,
    project_type: localize(row.projectType, locale),
    testimonial: localize(row.testimonial, locale),
    rating: row.rating,
    featured: row.featured,
    created_at: row.createdAt.toISOString(),
  };
}

async function readTestimonials(locale: Locale, onlyFeatured: boolean): Promise<Testimonial[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(testimonials)
    .where(onlyFeatured ? eq(testimonials.featured, true) : undefined)
    .orderBy(...TESTIMONIAL_ORDER);
  return rows.map((row) => toTestimonial(row, locale));
}

const cachedTestimonials = cachedRead(readTestimonials, ['testimonials'], [TAGS.testimonials]);

export const getTestimonials = (locale: Locale) => cachedTestimonials(locale, false);
export const getFeaturedTestimonials = (locale: Locale) => cachedTestimonials(locale, true);
