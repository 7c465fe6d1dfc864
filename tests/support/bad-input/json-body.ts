import { DEFAULT_LOCALE, TRANSLATION_LOCALES } from '@/i18n/localized';
import type { z } from '@/lib/zod';
import type { BadCase, CaseRequest, Fixtures } from './cases';
import { describeBody, getAt, MISSING, RawJson, setAt, type Body, type FieldSpec, type HandPicked, type Path } from './schema-fields';
import {
  BROKEN_JSON,
  brokenJson,
  deepArray,
  deepObject,
  MB,
  NOT_AN_OBJECT,
  NOT_JSON_CONTENT_TYPES,
  seededRandom,
  SEED,
  UNICODE,
  wrongTypes,
} from './values';

// Malformed bodies for a JSON endpoint, generated field by field from the zod schema its route
// parses (schema-fields.ts describes the fields) and the hand-picked values a schema cannot give.

export interface JsonEndpointSpec {
  method: string;
  /** With the route's dynamic segments in brackets, e.g. "/api/projects/[id]". */
  path: string;
  params?: (fixtures: Fixtures) => Record<string, string>;
  /** The schema the route parses the body with: fields, types, bounds and strictness come from it. */
  schema: z.ZodType;
  /** Values the schema cannot describe, by field name (`a.b` for a nested one). */
  hand?: Record<string, HandPicked>;
  /** A body the schema accepts and the endpoint would act on: it is only ever sent broken. */
  valid: (fixtures: Fixtures) => Body;
  /**
   * A body the schema accepts but the endpoint then refuses (a taken slug, an unknown product, a
   * wrong password), to carry input that the schema lets through as far as it goes; sent to
   * `params` when given (a record that does not exist), else to the endpoint's own.
   */
  refused?: { body: (fixtures: Fixtures) => Body; status: number; params?: (fixtures: Fixtures) => Record<string, string> };
  /** The body size the endpoint accepts. */
  maxBytes: number;
  /** How many seeded random corruptions of each kind to add. */
  randomCases: number;
  /**
   * Where each refusal of the refused body is costly (a sign-in hashes the password): only these
   * well-formed Unicode samples and unknown fields are carried on it.
   */
  costly?: { unicode: string[]; extras: string[] };
  /** Send values of the wrong JSON type to each field (default); off where another endpoint parses the same schema. */
  wrongTypes?: boolean;
}

function stringify(body: Body): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (!(value instanceof RawJson)) return value;
    raws.push(value.text);
    return `\u0000raw${raws.length - 1}\u0000`;
  });
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_match, index: string) => raws[Number(index)]!);
}

/** Text no endpoint can store (see lib/db/text.ts): refused (400) before anything else is looked at. */
const ILL_FORMED = /surrogate|NUL/;

/** A bad value made from the field's valid one (its other languages kept). */
class Derived {
  constructor(readonly make: (current: unknown) => unknown) {}
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RawJson);

const isEmptyObject = (value: unknown) => isObject(value) && Object.keys(value).length === 0;

/**
 * What is broken, one at a time: a field's whole value (`title`), or of a translatable field one
 * translation inside its object (`title.no`), the field's other languages left as they were.
 */
interface Slot {
  name: string;
  spec: FieldSpec;
  /** 1 for a field of the body, more inside an object or a list. */
  depth: number;
  set: (body: Body, value: unknown) => Body;
}

function slotsOf(fields: Record<string, FieldSpec>, base: Path = []): Slot[] {
  return Object.entries(fields).flatMap(([key, spec]): Slot[] => {
    const path = [...base, key];
    const name = path.join('.');
    const whole: Slot = {
      name,
      spec,
      depth: path.length,
      set: (body, value) => setAt(body, path, value instanceof Derived ? value.make(getAt(body, path)) : value) as Body,
    };
    // An object's fields (a list's: its first item's) are broken one at a time too.
    const inner = spec.fields ? slotsOf(spec.fields, spec.kind === 'object[]' ? [...path, 0] : path) : [];
    const translation = spec.translation;
    if (!translation) return [whole, ...inner];
    const translations = TRANSLATION_LOCALES.map((locale): Slot => ({
      name: `${name}.${locale}`,
      spec: translation,
      depth: path.length,
      set: (body, value) => {
        const current = getAt(body, path);
        // A plain value is the default language's text: the translation joins it in an object.
        const texts = isObject(current) ? { ...current } : current === undefined ? {} : { [DEFAULT_LOCALE]: current };
        if (value === MISSING) delete texts[locale];
        else texts[locale] = value;
        return setAt(body, path, texts) as Body;
      },
    }));
    // Translations first: in a mix, a broken whole value then replaces (or derives from) them.
    return [...translations, whole, ...inner];
  });
}

/** Some text of the field's kind that the field accepts in any language. */
const sampleOf = (spec: FieldSpec) => (spec.kind === 'string[]' ? ['A text'] : 'A text');

/**
 * The field's languages as an object: its valid value when that is one, else a sample text in
 * every language (a valid body may leave an optional field out).
 */
function textsOf(current: unknown, spec: FieldSpec): Record<string, unknown> {
  if (isObject(current) && Object.keys(current).length > 0) return { ...current };
  if (typeof current === 'string' || Array.isArray(current)) return { [DEFAULT_LOCALE]: current };
  return Object.fromEntries([DEFAULT_LOCALE, ...TRANSLATION_LOCALES].map((locale) => [locale, sampleOf(spec)]));
}

/** Malformed objects of languages for a translatable field (unknown languages, the wrong container…). */
function localizedShapeCases(spec: FieldSpec): [string, unknown][] {
  const texts = (current: unknown) => textsOf(current, spec);
  const withKey = (key: string) => new Derived((current) => ({ ...texts(current), [key]: sampleOf(spec) }));
  const cases: [string, unknown][] = [
    ['an unknown language', withKey('xx')],
    ['a language in capitals', withKey(DEFAULT_LOCALE.toUpperCase())],
    ['a region tag for a language', withKey(`${DEFAULT_LOCALE}-GB`)],
    ['a language code of the same language', withKey('nb')],
    ['an empty language', withKey('')],
    ['a constructor language', withKey('constructor')],
    ['a prototype language', withKey('prototype')],
    [
      'a __proto__ language',
      new Derived((current) => {
        const rest = JSON.stringify(texts(current)).slice(1, -1);
        return new RawJson(`{"__proto__":${JSON.stringify(sampleOf(spec))}${rest ? `,${rest}` : ''}}`);
      }),
    ],
    ['a list holding the object', new Derived((current) => [texts(current)])],
    ['language and text pairs', new Derived((current) => Object.entries(texts(current)))],
    ['a number for the default language', new Derived((current) => ({ ...texts(current), [DEFAULT_LOCALE]: 42 }))],
    ['a list of objects for the default language', new Derived((current) => ({ ...texts(current), [DEFAULT_LOCALE]: [{}] }))],
    // Each value the field refuses as its default language's text, refused inside the object too.
    ...[
      ...Object.entries(spec.invalid ?? {}),
      ...Object.entries(spec.refused ?? {}).map(([label, value]) => [`${GENERATED}${label}`, value]),
    ].map(([label, value]): [string, unknown] => [
      `${label} as the default language in the object`,
      new Derived((current) => ({ ...texts(current), [DEFAULT_LOCALE]: value })),
    ]),
  ];
  // A text the default language must have is not replaced by a translation.
  if (spec.required || !spec.nullable) {
    cases.push(
      [
        'only translations',
        new Derived((current) => {
          const { [DEFAULT_LOCALE]: _default, ...translations } = texts(current);
          return translations;
        }),
      ],
      ['null in every language', new Derived((current) => Object.fromEntries(Object.keys(texts(current)).map((locale) => [locale, null])))],
    );
  }
  return cases;
}

export function jsonBodyCases(spec: JsonEndpointSpec): BadCase[] {
  const random = seededRandom(SEED);
  const { fields, strict } = describeBody(spec.schema, spec.valid(PLACEHOLDER_FIXTURES), spec.hand);
  const cases: BadCase[] = [];
  const request =
    (
      text: (fixtures: Fixtures) => BodyInit,
      headers: Record<string, string> = { 'content-type': 'application/json' },
      paramsOf = spec.params,
    ) =>
    (fixtures: Fixtures): CaseRequest => {
      const params = paramsOf?.(fixtures);
      const path = Object.entries(params ?? {}).reduce((route, [name, value]) => route.replace(`[${name}]`, value), spec.path);
      return { method: spec.method, path, params, headers, body: text(fixtures) };
    };
  const variant = (base: (fixtures: Fixtures) => Body, changes: [Slot, unknown][]) => (fixtures: Fixtures) =>
    stringify(changes.reduce((body, [slot, value]) => slot.set(body, value), base(fixtures)));
  const add = (
    name: string,
    text: (fixtures: Fixtures) => BodyInit,
    extra: Partial<BadCase> = {},
    headers?: Record<string, string>,
    paramsOf = spec.params,
  ) => cases.push({ name, request: request(text, headers, paramsOf), ...extra });
  const refusedParams = spec.refused?.params ?? spec.params;

  const slots = slotsOf(fields);
  const stringSlots = slots.filter((slot) => slot.spec.kind === 'string' && slot.depth === 1);
  const placeholderBody = spec.valid(PLACEHOLDER_FIXTURES);
  /** What the schema refuses is answered 400, or 413 where the body is past the limit first. */
  const refusedStatus = (slot: Slot, value: unknown) =>
    Buffer.byteLength(stringify(slot.set(placeholderBody, value))) > spec.maxBytes ? 413 : 400;

  // One field (or one translation of a field) broken at a time, everything else valid.
  const badValues = ({ name, spec: field }: Slot): [string, unknown][] => [
    ...(spec.wrongTypes === false
      ? []
      : // An empty object of languages is no text at all: an optional translatable field takes it for none.
        wrongTypes(field.kind, field.nullable ?? false).filter(
          ([, value]) => !(field.translation && field.nullable && isEmptyObject(value)),
        )),
    ...(field.required ? [['missing', MISSING] as [string, unknown]] : []),
    ...Object.entries(field.invalid ?? {}),
    ...Object.entries(field.refused ?? {}).map(([label, value]): [string, unknown] => [`${GENERATED}${label}`, value]),
    ...(field.translation ? localizedShapeCases(field) : []),
    ...(field.kind === 'string'
      ? ([
          ['NUL character', 'ab\u0000cd'],
          ['lone surrogate', 'a\uD800b'],
          [`${name} past the body limit`, 'x'.repeat(spec.maxBytes)],
        ] as [string, unknown][])
      : []),
  ];
  for (const slot of slots) {
    for (const [label, value] of distinctValues(badValues(slot))) {
      const status = label.endsWith('past the body limit')
        ? 413
        : label.startsWith(GENERATED)
          ? refusedStatus(slot, value)
          : ILL_FORMED.test(label)
            ? 400
            : undefined;
      add(`${slot.name}: ${label}`, variant(spec.valid, [[slot, value]]), { status });
    }
    // A value of the right type nested far too deep.
    if (slot.depth === 1) add(`${slot.name}: nested 2000 arrays deep`, variant(spec.valid, [[slot, new RawJson(deepArray(2000))]]));
  }

  // Several fields broken at once, chosen by the seed.
  const breakable = slots
    .map((slot) => [slot, badValues(slot).filter(([label]) => !label.endsWith('past the body limit'))] as const)
    .filter(([, options]) => options.length > 0);
  for (let i = 0; i < spec.randomCases; i += 1) {
    const picked = breakable.filter(() => random() < 0.35);
    if (picked.length === 0) picked.push(breakable[Math.floor(random() * breakable.length)]!);
    const changes: [Slot, unknown][] = [];
    const labels: string[] = [];
    for (const [slot, options] of picked) {
      const [label, value] = options[Math.floor(random() * options.length)]!;
      changes.push([slot, value]);
      labels.push(`${slot.name}=${label}`);
    }
    add(`random mix: ${labels.join(', ')}`, variant(spec.valid, changes));
  }

  // Unknown fields: refused by a strict schema, ignored otherwise (then carried on a body that
  // is refused after the schema, so that nothing is stored).
  const extraBase = strict ? spec.valid : spec.refused?.body;
  const extraStatus = strict ? 400 : spec.refused?.status;
  const extraParams = strict ? spec.params : refusedParams;
  const extras: Record<string, Record<string, unknown>> = {
    'an id': { id: '00000000-0000-4000-8000-000000000001' },
    'a role': { role: 'admin', is_admin: true },
    'a __proto__ object': { ['__proto__']: { polluted: true } },
    'a constructor object': { constructor: { prototype: { polluted: true } } },
    'a prototype object': { prototype: { polluted: true } },
    'an empty key': { '': 'empty' },
    '500 unknown keys': Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`extra_${i}`, i])),
    'a deeply nested object': { nested: new RawJson(deepObject(1000)) },
  };
  if (extraBase) {
    for (const [label, extra] of Object.entries(extras)) {
      if (!strict && spec.costly && !spec.costly.extras.includes(label)) continue;
      add(
        `extra field: ${label}`,
        (fixtures) => stringify({ ...extraBase(fixtures), ...extra }),
        { status: extraStatus },
        undefined,
        extraParams,
      );
    }
  }

  // Unicode edge cases in every text field. Ill-formed text (NUL, lone surrogates) must be refused
  // anywhere (400), and so must any sample the field's schema refuses (a slug, an e-mail, a date).
  // What the schema takes is legitimate text: it travels on the refused body, as far as the
  // endpoint goes, each sample to two of the fields that take it in turn.
  const samples = Object.entries(UNICODE);
  const takers = new Map(
    samples.map(([label, value]) => [
      label,
      stringSlots.filter((slot) => !ILL_FORMED.test(label) && spec.schema.safeParse(slot.set(placeholderBody, value)).success),
    ]),
  );
  for (const slot of stringSlots) {
    for (const [index, [label, value]] of samples.entries()) {
      const taking = takers.get(label)!;
      if (!taking.includes(slot)) {
        add(`${slot.name}: unicode ${label}`, variant(spec.valid, [[slot, value]]), { status: 400 });
        continue;
      }
      if (slot.spec.textSamples === 'none') continue;
      if (slot.spec.textSamples === 'valid body') {
        add(`${slot.name}: unicode ${label}`, variant(spec.valid, [[slot, value]]));
        continue;
      }
      const turn = (index - taking.indexOf(slot) + taking.length) % taking.length;
      if (!spec.refused || turn > 1 || (spec.costly && !spec.costly.unicode.includes(label))) continue;
      add(
        `${slot.name}: unicode ${label}`,
        variant(spec.refused.body, [[slot, value]]),
        { status: spec.refused.status },
        undefined,
        refusedParams,
      );
    }
  }

  // Whole bodies that are not the object the endpoint expects.
  for (const [label, text] of Object.entries({ ...NOT_AN_OBJECT, ...BROKEN_JSON })) add(`body: ${label}`, () => text);
  add('body: empty', () => '');
  add('body: 1 MB string', () => JSON.stringify('x'.repeat(MB)), { status: spec.maxBytes < MB ? 413 : undefined });
  add('body: past the size limit', (fixtures) => stringify({ ...spec.valid(fixtures), padding: 'x'.repeat(spec.maxBytes) }), {
    status: 413,
  });
  const depth = Math.min(100_000, Math.floor(spec.maxBytes / 2) - 16);
  add(`body: arrays nested ${depth} deep`, () => deepArray(depth));
  add(`body: objects nested ${Math.floor(depth / 3)} deep`, () => deepObject(Math.floor(depth / 3)));
  add(
    'body: valid JSON encoded as UTF-16',
    (fixtures) => new Uint8Array(Buffer.from(stringify(spec.valid(fixtures)), 'utf16le')),
    {},
    { 'content-type': 'application/json; charset=utf-16' },
  );
  const sample = (fixtures: Fixtures) => stringify(spec.valid(fixtures));
  for (const [label, text] of brokenJson(JSON.stringify(spec.valid(PLACEHOLDER_FIXTURES)), spec.randomCases, random)) {
    add(`body: ${label} (seeded)`, () => text);
  }

  // A valid body under a content type that is not JSON, or none at all.
  for (const [label, headers] of Object.entries(NOT_JSON_CONTENT_TYPES)) {
    add(`content type: ${label}`, (fixtures) => new TextEncoder().encode(sample(fixtures)), { status: 415 }, headers);
  }
  return cases;
}

/** Marks the values the schema was asked about and refuses: the route must answer them 400. */
const GENERATED = 'schema refuses ';

/** Each value once (the first name wins): a generated value may be one picked by hand as well. */
function distinctValues(values: [string, unknown][]): [string, unknown][] {
  const seen = new Set<string>();
  return values.filter(([, value]) => {
    if (value === MISSING || value instanceof Derived) return true;
    const key = value instanceof RawJson ? `raw:${value.text}` : `json:${JSON.stringify(value)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The seeded corruptions are made from the valid body's shape at definition time, before the real
 * fixtures exist; ids in it are placeholders, which does not matter for a body that cannot parse.
 */
const PLACEHOLDER_FIXTURES: Fixtures = {
  token: 'placeholder',
  badCredentials: {},
  projectId: '00000000-0000-4000-8000-000000000000',
  articleId: '00000000-0000-4000-8000-000000000000',
  articleSlug: 'placeholder',
  otherArticleSlug: 'placeholder',
  testimonialId: '00000000-0000-4000-8000-000000000000',
  testimonialIds: [],
  messageId: '00000000-0000-4000-8000-000000000000',
  bookingId: '00000000-0000-4000-8000-000000000000',
  bookingToken: 'placeholder',
  bookingConfirmToken: 'placeholder',
  bookingAltcha: () => 'placeholder',
  projectSlug: 'placeholder',
  otherProjectSlug: 'placeholder',
  productId: '00000000-0000-4000-8000-000000000000',
  openSessionId: 'cs_demo_placeholder',
  orderId: '00000000-0000-4000-8000-000000000000',
  discountCodeId: '00000000-0000-4000-8000-000000000000',
  discountCode: 'placeholder',
  signWebhook: () => '',
};
