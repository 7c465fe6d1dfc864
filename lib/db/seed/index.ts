import 'server-only';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from '../schema';
import { articleSeeds } from './data/articles';
import { productSeeds } from './data/products';
import { projectSeeds } from './data/projects';
import { testimonialSeeds } from './data/testimonials';
import { toArticleRow, toProductRow, toProjectRow, toTestimonialRow } from './rows';

/** Jitsi Meet needs no account: the demo's calls have a real room. */
export const DEMO_MEETING_LOCATION = 'https://meet.jit.si/nordlys-studio-discovery-call';

/** A seller with a mod-11 valid (made-up) organisation number, so the demo's receipts and footer show one. */
export const DEMO_SELLER = {
  legalName: 'Nordlys Studio AS',
  organisationNumber: '987654325',
  vatRegistered: true,
  address: 'Grünerløkka Studio\nThorvald Meyers gate 12\n0555 Oslo',
  supportEmail: 'hello@nordlys.studio',
  pricesIncludeVat: true,
} as const;

type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

// Any row in a content table means the studio has data of its own: never add demo content then.
// One count at a time: a transaction holds one connection, and pg (from version 9) refuses a query
// sent while another is still running on it.
async function isEmpty(tx: Db): Promise<boolean> {
  for (const table of [schema.projects, schema.testimonials, schema.digitalProducts, schema.articles]) {
    if ((await tx.$count(table)) > 0) return false;
  }
  return true;
}

/** Seeds the demo content into an empty database, all or nothing. Returns whether it seeded. */
export async function seedDemoContent(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two instances starting at once against one Postgres must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(724312)`);
    if (!(await isEmpty(tx))) return false;
    await tx.insert(schema.projects).values(projectSeeds.map(toProjectRow));
    await tx.insert(schema.testimonials).values(testimonialSeeds.map(toTestimonialRow));
    await tx.insert(schema.digitalProducts).values(productSeeds.map(toProductRow));
    await tx.insert(schema.articles).values(articleSeeds.map(toArticleRow));
    // A public video room, so a demo booking's invitation has a place to meet.
    await tx.update(schema.bookingSettings).set({ meetingLocation: DEMO_MEETING_LOCATION });
    await tx.update(schema.sellerSettings).set(DEMO_SELLER);
    return true;
  });
}
