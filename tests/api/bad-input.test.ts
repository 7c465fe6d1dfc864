import { readdirSync } from 'node:fs';
import path from 'node:path';
import Stripe from 'stripe';
import { asc, eq } from 'drizzle-orm';
import { POST as contact } from '@/app/api/contact/route';
import { bookingToken, confirmToken } from '@/lib/booking/links';
import { listSlots } from '@/lib/booking/availability';
import { confirmHold, holdBooking } from '@/lib/booking/holds';
import { listAdminTestimonials } from '@/lib/content/admin-testimonials';
import { getDb } from '@/lib/db/client';
import { articles, bookings, contactMessages, discountCodes, projects } from '@/lib/db/schema';
import { adminToken } from '../support/admin';
import { solvedAltcha } from '../support/booking-flow';
import { send } from '../support/api';
import type { Fixtures } from '../support/bad-input/cases';
import { problemsOf, sendCase } from '../support/bad-input/check';
import { buildCredentials } from '../support/bad-input/credentials';
import { snapshot, watchRows } from '../support/bad-input/db-state';
import { requestKey } from '../support/bad-input/distinct';
import { ENDPOINTS } from '../support/bad-input/endpoints';
import { SEED } from '../support/bad-input/values';
import { insertOrder } from '../support/orders';
import { products, startCheckout } from '../support/payments';

// Thousands of malformed requests to every route handler of the app. For each: never a 5xx, every
// 4xx is JSON {detail}, and nothing in the database changes. A failure names the endpoint, the case
// and the seed (BAD_INPUT_SEED=<seed> reproduces it); BAD_INPUT_COUNT=1 prints how many distinct
// requests were sent.
//
// The JSON bodies are generated from the zod schema each route parses (support/bad-input/schema-fields.ts
// reads z.toJSONSchema and asks the schema itself): wrong types, missing and unknown fields,
// prototype keys, lengths and counts one past each bound, odd numbers, wrong enum values and
// languages, nested objects field by field. A generated value is kept only where the schema refuses
// it, and is then expected to be answered 400. The endpoint files add what a schema cannot
// describe: refinement values picked by hand, path ids, query strings, credentials, methods, content
// types, broken JSON and oversized bodies (docs/decisions/bad-input-from-schemas.md).

// Read on the app's first getEnv(): with a signing secret, malformed events reach verification.
const WEBHOOK_SECRET = 'whsec_bad_input_suite';
process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
delete process.env.STRIPE_SECRET_KEY;

const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
/** Solved booking challenges on hand: more than the booking bodies that pass the schema. */
const ALTCHA_POOL = 600;
/** A solution is accepted for 10 minutes; on a busy machine the suite runs longer, so older ones are replaced. */
const ALTCHA_FRESH_MS = 5 * 60 * 1000;
let solutions: string[] = [];
let solvedAt = 0;
async function freshSolutions() {
  if (Date.now() - solvedAt < ALTCHA_FRESH_MS) return;
  solvedAt = Date.now();
  solutions = await Promise.all(Array.from({ length: ALTCHA_POOL }, () => solvedAltcha()));
}

let fixtures: Fixtures;
/** Every distinct request sent (method, path, headers, body); BAD_INPUT_COUNT=1 prints how many. */
const distinctRequests = new Set<string>();
afterAll(() => {
  if (process.env.BAD_INPUT_COUNT) console.log(`bad-input: ${distinctRequests.size} distinct requests`);
});

beforeAll(async () => {
  await getDb();
  const token = await adminToken();
  const [first, second] = await (await getDb()).select().from(projects).orderBy(asc(projects.slug));
  const [product] = await products();
  const testimonialIds = (await listAdminTestimonials()).map((testimonial) => testimonial.id);
  const [article, otherArticle] = await (await getDb()).select().from(articles).orderBy(asc(articles.slug));
  if (!first || !second || !product || testimonialIds.length < 2 || !article || !otherArticle)
    throw new Error('the demo content has no projects, products, testimonials or articles');
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
  const hold = {
    start: new Date(slot.start),
    name: 'Grace Hopper',
    email: 'grace@example.com',
    service_interest: 'Consultation' as const,
    note: 'A call the suite must leave alone.',
    locale: 'en' as const,
    time_zone: 'America/New_York',
  };
  await holdBooking(hold, { emailKey: hold.email, clientKey: 'bad-input-fixture' });
  const [held] = await (await getDb()).select().from(bookings).where(eq(bookings.email, hold.email));
  const booking = await confirmHold(held!.id);
  // Solved before the cases run: a valid booking body spends one each.
  await freshSolutions();
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
    articleId: article.id,
    articleSlug: article.slug,
    otherArticleSlug: otherArticle.slug,
    testimonialId: testimonialIds[0]!,
    testimonialIds,
    messageId: message!.id,
    bookingId: booking.id,
    bookingToken: bookingToken(booking.id),
    bookingConfirmToken: confirmToken(booking.id),
    bookingAltcha: () => {
      const solution = solutions.pop();
      if (!solution) throw new Error(`more than ${ALTCHA_POOL} booking bodies pass the schema: raise ALTCHA_POOL`);
      return solution;
    },
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

/** The distinct requests of the hand-written suite this one replaced: the generated one sends no fewer. */
const HAND_WRITTEN_DISTINCT_REQUESTS = 12_943;

describe.each(ENDPOINTS.map((endpoint) => [endpoint.label, endpoint] as const))('%s', (_label, endpoint) => {
  it(`answers ${endpoint.cases.length} malformed requests without a server error, with {detail}, storing nothing`, async () => {
    // Before the snapshot: fetching challenges is no request of the case list.
    await freshSolutions();
    const before = await snapshot();
    const rowsChanged = await watchRows();
    const failures: string[] = [];
    for (const badCase of endpoint.cases) {
      let problems: string[];
      try {
        // The same fixtures but one fixed challenge: a fresh solution makes no request different.
        distinctRequests.add(requestKey(badCase.request({ ...fixtures, bookingAltcha: () => 'solved challenge' })));
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

// Defined last, so it runs after every endpoint's requests.
describe('the count', () => {
  it(`is at least the ${HAND_WRITTEN_DISTINCT_REQUESTS} distinct requests of the hand-written suite`, () => {
    expect(distinctRequests.size).toBeGreaterThanOrEqual(HAND_WRITTEN_DISTINCT_REQUESTS);
  });
});
