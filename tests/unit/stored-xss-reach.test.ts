import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { availabilityDescription } from '@/lib/booking/availability-fields';
import { bookingSettingsSchema } from '@/lib/booking/availability-schema';
import { articleInputSchema } from '@/lib/journal/input';
import { projectInputSchema } from '@/lib/projects/input';
import { DEFAULT_VIDEO_EMBED_HOSTS } from '@/lib/security/video-embeds.mjs';
import { discountDescription } from '@/lib/shop/discounts/fields';
import { discountCreateSchema } from '@/lib/shop/discounts/input';
import { productInputSchema } from '@/lib/shop/products/input';
import { sellerSettingsSchema } from '@/lib/shop/seller/schema';
import { testimonialInputSchema } from '@/lib/testimonials/input';
import { articleBase, articleXss } from '../support/xss-article-records';
import { carrierOf } from '../support/xss-fields';
import { xssKind, type XssKind } from '../support/xss-kind';
import { MARKUP_PAYLOADS } from '../support/xss-payloads';
import { payloadProduct, productXss } from '../support/xss-product-records';
import { projectBody, projectXss } from '../support/xss-project-records';
import { SELLER_BASE, sellerXss } from '../support/xss-seller-records';
import { TESTIMONIAL_BASE, testimonialXss } from '../support/xss-testimonial-records';

// The stored-XSS suites attack the fields their kind's description has (tests/support/xss-kind.ts).
// This guard fails, naming the field, where one would not be reached: a record description the
// suites do not know, a field kind they do not know (the import of a kind's records throws), a text
// field whose route refuses the payloads without an override saying so (or says so and keeps them),
// a kind with text fields and no suite, or tags a page could confuse. It runs no route and no page.

const ROOT = path.resolve(__dirname, '../..');

interface Reach {
  kind: XssKind;
  /** The schema its create route parses. */
  schema: z.ZodType;
  /** Valid values of the fields that take no markup payload. */
  base: Record<string, unknown>;
  /** The jest suite that stores and renders the payload records, or none where no field holds free text. */
  suite: string | null;
  /** A browser spec instead, which sends payloads in each of these fields by name (the availability's texts show only in the admin). */
  browser?: { spec: string; fields: readonly string[] };
}

/** Every record description of lib/, by its exported name. */
const KINDS: Record<string, Reach> = {
  projectDescription: {
    kind: projectXss,
    schema: projectInputSchema(DEFAULT_VIDEO_EMBED_HOSTS),
    base: projectBody(0, 'reach', { letter: 'r', leadsHome: false }).base,
    suite: 'tests/api/stored-xss-projects.test.ts',
  },
  productDescription: {
    kind: productXss,
    schema: productInputSchema,
    base: payloadProduct(0, 'r').base,
    suite: 'tests/api/stored-xss-products.test.ts',
  },
  articleDescription: {
    kind: articleXss,
    schema: articleInputSchema,
    base: articleBase(0, 'r'),
    suite: 'tests/api/stored-xss-articles.test.ts',
  },
  testimonialDescription: {
    kind: testimonialXss,
    schema: testimonialInputSchema,
    base: TESTIMONIAL_BASE,
    suite: 'tests/api/stored-xss-testimonials.test.ts',
  },
  sellerDescription: { kind: sellerXss, schema: sellerSettingsSchema, base: SELLER_BASE, suite: 'tests/api/stored-xss-seller.test.ts' },
  // Its meeting place and a blocked day's note show in the admin's form and the booking's mails:
  // the browser spec stores payloads in both and opens the form (its weekly hours are HH:MM only).
  availabilityDescription: {
    kind: xssKind({
      description: availabilityDescription,
      letter: 'B',
      overrides: { weekly_hours: { refuses: true }, blocked_dates: { send: (text) => [{ date: '2031-01-06', note: text.slice(0, 200) }] } },
    }),
    schema: bookingSettingsSchema,
    base: {
      time_zone: 'Europe/Oslo',
      weekly_hours: {},
      call_minutes: 30,
      buffer_minutes: 15,
      notice_hours: 24,
      horizon_days: 30,
      max_per_day: 4,
    },
    suite: null,
    browser: { spec: 'tests/e2e/stored-xss-bookings.spec.ts', fields: ['meeting_location', 'blocked_dates'] },
  },
  // A code is its format's letters and digits; the rest are numbers, picks, amounts and instants.
  discountDescription: {
    kind: xssKind({ description: discountDescription, letter: 'D' }),
    schema: discountCreateSchema,
    base: { code: 'REACH-1', kind: 'percent', percent_off: 10 },
    suite: null,
  },
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

it('stops, naming the field, at a kind or format it does not know, or a custom field no override explains', () => {
  expect(() => carrierOf('caption', { kind: 'image' })).toThrow(/^caption: a image field, which the stored-XSS generator does not know/);
  expect(() => carrierOf('phone', { kind: 'plain', max: 20, format: 'phone' as never })).toThrow(/^phone: a plain phone field/);
  expect(() => carrierOf('mood', { kind: 'mood' } as never)).toThrow(/^mood: a mood field/);
  const description = { fields: { title: { kind: 'text', max: 200 }, upload: { kind: 'custom', widget: 'file' } }, sections: [] } as const;
  expect(() => xssKind({ description, letter: 'X' })).toThrow(/^upload: a custom field/);
  expect(xssKind({ description, letter: 'X', overrides: { upload: { refuses: true } } }).refused).toEqual(['upload']);
});

it('knows every record description in lib/', () => {
  const described = sourceFiles(path.join(ROOT, 'lib')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/export const (\w+) = describeRecord\(/g)].map((match) => match[1]!),
  );
  expect(described.sort()).toEqual(Object.keys(KINDS).sort());
});

/** The fields a parse refused, by the first part of each issue's path. */
const refusedFields = (schema: z.ZodType, body: unknown) => {
  const result = schema.safeParse(body);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '(the body)')))];
};

describe.each(Object.entries(KINDS))('%s', (name, { kind, schema, base, suite, browser }) => {
  if (browser) {
    it(`is attacked by ${browser.spec} in each of its free-text fields`, () => {
      const spec = readFileSync(path.join(ROOT, browser.spec), 'utf8');
      const free = [...kind.payloadFields.map((field) => field.name), ...kind.rich].filter((field) => !kind.refused.includes(field));
      expect({ name, free: free.sort() }).toEqual({ name, free: [...browser.fields].sort() });
      expect(browser.fields.filter((field) => !spec.includes(`${field}:`))).toEqual([]);
    });
    return;
  }
  if (suite === null) {
    it('has no field that holds free text, by its kind or format', () => {
      expect([...kind.payloadFields.map((field) => field.name), ...kind.rich, ...kind.addresses, ...kind.refused]).toEqual([]);
    });
    return;
  }

  it(`is attacked by ${suite}`, () => {
    expect(kind.payloadFields.length + kind.rich.length).toBeGreaterThan(0);
    const exported = Object.entries({ projectXss, productXss, testimonialXss, sellerXss, articleXss }).find(
      ([, value]) => value === kind,
    )![0];
    expect(readFileSync(path.join(ROOT, suite), 'utf8')).toContain(exported);
  });

  it('keeps every payload record its route is sent: no text field refuses its payloads unless an override says so', () => {
    // A field named here takes text by its description, but the route's schema refuses it: an
    // override in lib/. Say in the kind's records how a text is sent in it, or that it refuses them.
    const refused = Array.from({ length: kind.count }, (_, index) => refusedFields(schema, kind.body(index, 'r', base))).flat();
    expect({ name, refused: [...new Set(refused)] }).toEqual({ name, refused: [] });
  });

  if (kind.refused.length === 0) return;
  it('refuses every payload in each field an override says refuses them', () => {
    const valid = kind.body(0, 'r', base);
    const kept = kind.refused.flatMap((field) =>
      MARKUP_PAYLOADS.filter(
        (payload) => !refusedFields(schema, { ...valid, [field]: kind.refusedValue(field, payload.text) }).includes(field),
      ).map((payload) => `${field} keeps ${payload.name}`),
    );
    expect(kept).toEqual([]);
  });
});

it('gives every text field of every kind a tag of its own that ends no other', () => {
  const letters = Object.values(KINDS).map(({ kind }) => kind.letter);
  expect(new Set(letters).size).toBe(letters.length);
  const tags = Object.values(KINDS).flatMap(({ kind }) => kind.payloadFields.flatMap((field) => [...new Set(Object.values(field.tags))]));
  expect(tags.filter((tag, index) => tags.some((other, at) => at !== index && other.endsWith(tag)))).toEqual([]);
});
