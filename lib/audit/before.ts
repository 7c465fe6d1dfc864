import 'server-only';
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { toApiRecord } from '@/lib/db/column-names';
import { getDb } from '@/lib/db/client';
import { articles, discountCodes, digitalProducts, projects, testimonials } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { readSecuritySettings } from '@/lib/auth/security-settings';
import { readBookingSettings } from '@/lib/booking/settings';

// The records the audit reads before a save, to compare each sent field with the stored one;
// for others it lists what was sent.
const TABLES: Record<string, PgTable & { id: typeof projects.id }> = {
  project: projects,
  article: articles as never,
  testimonial: testimonials as never,
  product: digitalProducts as never,
  'discount-code': discountCodes as never,
};

/** Records of which there is one, read as their calls answer them. */
const SINGLETONS: Record<string, () => Promise<Record<string, unknown>>> = {
  'security-settings': async () => {
    const { requireTwoFactor, sessionHours } = await readSecuritySettings();
    return { require_two_factor: requireTwoFactor, session_hours: sessionHours };
  },
  'booking-settings': async () => (await getDb().then(readBookingSettings)) as unknown as Record<string, unknown>,
};

export const readsBefore = (entity: string) => entity in SINGLETONS || entity in TABLES;

export async function readBefore(entity: string, id: string | null): Promise<Record<string, unknown> | null> {
  const singleton = SINGLETONS[entity];
  if (singleton) return singleton();
  if (id === null) return null;
  const table = TABLES[entity];
  if (!table || !isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(table as never)
    .where(eq(table.id, id))
    .limit(1);
  // Keyed both ways: a save's parsed body is keyed like the table (clientName) or like the API (client_name).
  return row ? { ...(row as Record<string, unknown>), ...(toApiRecord(table as never, row) as Record<string, unknown>) } : null;
}
