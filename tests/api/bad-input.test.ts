import { readdirSync } from 'node:fs';
import path from 'node:path';
import Stripe from 'stripe';
import { asc } from 'drizzle-orm';
import { POST as contact } from '@/app/api/contact/route';
import { bookingToken } from '@/lib/booking/links';
import { listSlots } from '@/lib/booking/availability';
import { createBooking } from '@/lib/booking/service';
import { listAdminTestimonials } from '@/lib/content/admin-testimonials';
import { getDb } from '@/lib/db/client';
import { contactMessages, discountCodes, projects } from '@/lib/db/schema';
import { adminToken } from '../support/admin';
import { send } from '../support/api';
import type { Fixtures } from '../support/bad-input/cases';
import { problemsOf, sendCase } from '../support/bad-input/check';
import { buildCredentials } from '../support/bad-input/credentials';
import { snapshot, watchRows } from '../support/bad-input/db-state';
import { ENDPOINTS } from '../support/bad-input/endpoints';
import { SEED } from '../support/bad-input/values';
import { insertOrder } from '../support/orders';
import { products, startCheckout } from '../support/payments';

// Thousands of malformed requests, generated from a seed, to every route handler of the app. For
// each: never a 5xx, every 4xx is JSON {detail}, and nothing in the database changes. A failure
// names the endpoint, the case and the seed (BAD_INPUT_SEED=<seed> reproduces it).

// Read on the app's first getEnv(): with a signing secret, malformed events reach verification.
const WEBHOOK_SECRET = 'whsec_bad_input_suite';
process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
delete process.env.STRIPE_SECRET_KEY;

const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

let fixtures: Fixtures;

beforeAll(async () => {
  await getDb();
  const token = await adminToken();
  const [first, second] = await (await getDb()).select().from(projects).orderBy(asc(projects.slug));
  const [product] = await products();
  const testimonialIds = (await listAdminTestimonials()).map((testimonial) => testimonial.id);
  if (!first || !second || !product || testimonialIds.length < 2)
    throw new Error('the demo content has no projects, products or testimonials');
  // An unread message in the inbox: a change or delete let through would show in the snapshot.
  const [message] = await (
    await getDb()
  )
    .insert(contactMessages)
    .values({ name: 'Ada Lovelace', email: 'ada@example.com', message: 'A message the suite must leave alone.' })
    .returning();
  // A confirmed call, its invitations queued: a move, cancel or status change let through would show.
  // The last free time, so its reminder is not due while the suite runs.
  const slot = (await listSlots({ days: 31 })).slots.at(-1);
  if (!slot) throw new Error('the seeded availability offers no time to book');
  const booking = await createBooking({
    start: new Date(slot.start),
    name: 'Grace Hopper',
    email: 'grace@example.com',
    service_interest: 'Consultation',
    note: 'A call the suite must leave alone.',
    locale: 'en',
    time_zone: 'America/New_York',
  });
  // An unused, unpaused code: a change let through would show, a checkout with it would hold a use.
  const [discount] = await (
    await getDb()
  )
    .insert(discountCodes)
    .values({ code: 'Bad-Input-Fixture', kind: 'percent', percentOff: 10 })
    .returning();
  fixtures = {
    token,
    discountCodeId: discount!.id,
    discountCode: discount!.code,
    badCredentials: await buildCredentials(token),
    projectId: first.id,
    projectSlug: first.slug,
    otherProjectSlug: second.slug,
    productId: product.id,
    testimonialId: testimonialIds[0]!,
    testimonialIds,
    messageId: message!.id,
    bookingId: booking.id,
    bookingToken: bookingToken(booking.id),
    openSessionId: (await startCheckout(product)).sessionId,
    orderId: (await insertOrder({ product })).id,
    signWebhook: (payload, timestamp) => Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp }),
  };
}, 120_000);

function routeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

describe('the bad-input suite', () => {
  it('covers every route handler of the app, with at least 2,000 requests', async () => {
    const covered = new Set<unknown>(ENDPOINTS.map((endpoint) => endpoint.handler));
    const uncovered: string[] = [];
    for (const file of routeFiles(path.join(process.cwd(), 'app'))) {
      const exports = (await import(file)) as Record<string, unknown>;
      for (const method of HTTP_METHODS.filter((name) => typeof exports[name] === 'function')) {
        if (!covered.has(exports[method])) uncovered.push(`${method} ${path.relative(process.cwd(), file)}`);
      }
    }
    expect(uncovered).toEqual([]);
    expect(ENDPOINTS.reduce((sum, endpoint) => sum + endpoint.cases.length, 0)).toBeGreaterThanOrEqual(2000);
  });

  it('notices a request that writes, and only that one', async () => {
    const rowsChanged = await watchRows();
    const message = { name: 'Ada', email: 'ada@example.com', message: 'A valid message.' };
    const stored = await send(contact, '/api/contact', { method: 'POST', json: message, headers: { 'x-forwarded-for': '10.78.0.1' } });
    expect(stored.status).toBe(201);
    expect(await rowsChanged()).toBe(true);
    const refused = await send(contact, '/api/contact', {
      method: 'POST',
      json: { ...message, email: 'nobody' },
      headers: { 'x-forwarded-for': '10.78.0.2' },
    });
    expect(refused.status).toBe(400);
    expect(await rowsChanged()).toBe(false);
  });
});

describe.each(ENDPOINTS.map((endpoint) => [endpoint.label, endpoint] as const))('%s', (_label, endpoint) => {
  it(`answers ${endpoint.cases.length} malformed requests without a server error, with {detail}, storing nothing`, async () => {
    const before = await snapshot();
    const rowsChanged = await watchRows();
    const failures: string[] = [];
    for (const badCase of endpoint.cases) {
      let problems: string[];
      try {
        problems = problemsOf(badCase, await sendCase(endpoint, badCase, fixtures));
      } catch (error) {
        problems = [`the request could not be made: ${error instanceof Error ? error.message : String(error)}`];
      }
      if (await rowsChanged()) problems.push('the database changed');
      if (problems.length > 0) failures.push(`${endpoint.label} ${badCase.name} (seed ${SEED}): ${problems.join('; ')}`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 180_000);
});
