import { DEFAULT_LOCALE, TRANSLATION_LOCALES } from '@/i18n/localized';
import type { BadCase, CaseRequest, Fixtures } from './cases';
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
  type JsonKind,
} from './values';

// Malformed bodies for a JSON endpoint, generated field by field from a description of its body.

export interface FieldSpec {
  kind: JsonKind;
  /** Absent is refused. */
  required?: boolean;
  /** null is accepted. */
  nullable?: boolean;
  /** Values of the right type that the API refuses, by name. */
  invalid?: Record<string, unknown>;
  /** Visitor-facing text, where any Unicode is legitimate. */
  freeText?: boolean;
  /**
   * A translatable field (i18n/localized.ts): a plain value is the default language's, which the
   * rest of this spec describes; or an object with a value per language, each translation as
   * described here.
   */
  translation?: Omit<FieldSpec, 'required' | 'translation'>;
}

type Body = Record<string, unknown>;

export interface JsonEndpointSpec {
  method: string;
  /** With the route's dynamic segments in brackets, e.g. "/api/projects/[id]". */
  path: string;
  params?: (fixtures: Fixtures) => Record<string, string>;
  fields: Record<string, FieldSpec>;
  /** A body the schema accepts and the endpoint would act on: it is only ever sent broken. */
  valid: (fixtures: Fixtures) => Body;
  /**
   * A body the schema accepts but the endpoint then refuses (a taken slug, an unknown product, a
   * wrong password), to carry input that the schema lets through as far as it goes; sent to
   * `params` when given (a record that does not exist), else to the endpoint's own.
   */
  refused?: { body: (fixtures: Fixtures) => Body; status: number; params?: (fixtures: Fixtures) => Record<string, string> };
  /** Unknown fields are refused (strict schema); otherwise they are ignored. */
  strict: boolean;
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

/** A value that needs raw JSON text (deep nesting), spliced in after stringifying. */
class RawJson {
  constructor(readonly text: string) {}
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

const MISSING = Symbol('missing');
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
  set: (body: Body, value: unknown) => void;
}

function slotsOf(fields: [string, FieldSpec][]): Slot[] {
  return fields.flatMap(([name, spec]): Slot[] => {
    const whole: Slot = {
      name,
      spec,
      set: (body, value) => {
        if (value === MISSING) delete body[name];
        else body[name] = value instanceof Derived ? value.make(body[name]) : value;
      },
    };
    const translation = spec.translation;
    if (!translation) return [whole];
    const translations = TRANSLATION_LOCALES.map((locale): Slot => ({
      name: `${name}.${locale}`,
      spec: translation,
      set: (body, value) => {
        const current = body[name];
        // A plain value is the default language's text: the translation joins it in an object.
        const texts = isObject(current) ? { ...current } : current === undefined ? {} : { [DEFAULT_LOCALE]: current };
        if (value === MISSING) delete texts[locale];
        else texts[locale] = value;
        body[name] = texts;
      },
    }));
    // Translations first: in a mix, a broken whole value then replaces (or derives from) them.
    return [...translations, whole];
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
    ...Object.entries(spec.invalid ?? {}).map(([label, value]): [string, unknown] => [
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
  const variant = (base: (fixtures: Fixtures) => Body, changes: [Slot, unknown][]) => (fixtures: Fixtures) => {
    const body = { ...base(fixtures) };
    for (const [slot, value] of changes) slot.set(body, value);
    return stringify(body);
  };
  const add = (
    name: string,
    text: (fixtures: Fixtures) => BodyInit,
    extra: Partial<BadCase> = {},
    headers?: Record<string, string>,
    paramsOf = spec.params,
  ) => cases.push({ name, request: request(text, headers, paramsOf), ...extra });
  const refusedParams = spec.refused?.params ?? spec.params;

  const slots = slotsOf(Object.entries(spec.fields));
  const stringSlots = slots.filter((slot) => slot.spec.kind === 'string');

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
    for (const [label, value] of badValues(slot)) {
      const status = label.endsWith('past the body limit') ? 413 : ILL_FORMED.test(label) ? 400 : undefined;
      add(`${slot.name}: ${label}`, variant(spec.valid, [[slot, value]]), { status });
    }
    // A value of the right type nested far too deep.
    add(`${slot.name}: nested 2000 arrays deep`, variant(spec.valid, [[slot, new RawJson(deepArray(2000))]]));
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
  const extraBase = spec.strict ? spec.valid : spec.refused?.body;
  const extraStatus = spec.strict ? 400 : spec.refused?.status;
  const extraParams = spec.strict ? spec.params : refusedParams;
  const extras: Record<string, Record<string, unknown>> = {
    'an id': { id: '00000000-0000-4000-8000-000000000001' },
    'a role': { role: 'admin', is_admin: true },
    'a __proto__ object': { ['__proto__']: { polluted: true } },
    'a constructor object': { constructor: { prototype: { polluted: true } } },
    'an empty key': { '': 'empty' },
    '500 unknown keys': Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`extra_${i}`, i])),
    'a deeply nested object': { nested: new RawJson(deepObject(1000)) },
  };
  if (extraBase) {
    for (const [label, extra] of Object.entries(extras)) {
      if (!spec.strict && spec.costly && !spec.costly.extras.includes(label)) continue;
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
  // anywhere, and so must any of it in a field of fixed form (slug, e-mail, date). Free text may
  // hold any well-formed text, so those samples travel on the refused body, as far as the endpoint
  // goes: each to two of the free fields in turn, so every sample and every field is covered.
  const freeSlots = stringSlots.filter((slot) => slot.spec.freeText);
  const wellFormed = Object.keys(UNICODE).filter((label) => !ILL_FORMED.test(label));
  for (const slot of stringSlots) {
    const field = slot.spec;
    for (const [label, value] of Object.entries(UNICODE)) {
      // An optional field takes blank text for "none": that is a valid request, not a bad one.
      if (field.nullable && value.trim() === '') continue;
      if (!field.freeText || !wellFormed.includes(label)) {
        add(`${slot.name}: unicode ${label}`, variant(spec.valid, [[slot, value]]), { status: ILL_FORMED.test(label) ? 400 : undefined });
        continue;
      }
      const turn = (wellFormed.indexOf(label) - freeSlots.indexOf(slot) + freeSlots.length) % freeSlots.length;
      if (!spec.refused || turn > 1 || (spec.costly && !spec.costly.unicode.includes(label))) continue;
      // Blank once trimmed: a required field is then missing (400); an optional one is left empty.
      const status = value.trim() === '' && field.required ? 400 : spec.refused.status;
      add(`${slot.name}: unicode ${label}`, variant(spec.refused.body, [[slot, value]]), { status }, undefined, refusedParams);
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

/**
 * The seeded corruptions are made from the valid body's shape at definition time, before the real
 * fixtures exist; ids in it are placeholders, which does not matter for a body that cannot parse.
 */
const PLACEHOLDER_FIXTURES: Fixtures = {
  token: 'placeholder',
  badCredentials: {},
  projectId: '00000000-0000-4000-8000-000000000000',
  testimonialId: '00000000-0000-4000-8000-000000000000',
  testimonialIds: [],
  messageId: '00000000-0000-4000-8000-000000000000',
  bookingId: '00000000-0000-4000-8000-000000000000',
  bookingToken: 'placeholder',
  projectSlug: 'placeholder',
  otherProjectSlug: 'placeholder',
  productId: '00000000-0000-4000-8000-000000000000',
  openSessionId: 'cs_demo_placeholder',
  orderId: '00000000-0000-4000-8000-000000000000',
  discountCodeId: '00000000-0000-4000-8000-000000000000',
  discountCode: 'placeholder',
  signWebhook: () => '',
};
