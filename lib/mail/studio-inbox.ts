import 'server-only';
import { sql } from 'drizzle-orm';
import { routing, type Locale } from '@/i18n/routing';
import { getDb, type Database, type Transaction } from '@/lib/db/client';
import { adminUsers } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';

export interface StudioInbox {
  address: string;
  /** The admin language of the person whose address it is; the default language if it is nobody's. */
  locale: Locale;
}

/** Where the studio's notices go (new messages, new bookings), and the language of whoever reads them. */
export async function studioInbox(tx?: Database | Transaction): Promise<StudioInbox> {
  const { CONTACT_RECIPIENT, STUDIO_EMAIL } = getEnv();
  const address = CONTACT_RECIPIENT ?? STUDIO_EMAIL;
  const db = tx ?? (await getDb());
  const [person] = await db
    .select({ locale: adminUsers.locale })
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = ${address.toLowerCase()}`)
    .limit(1);
  const locale = routing.locales.find((code) => code === person?.locale) ?? routing.defaultLocale;
  return { address, locale };
}
