import { DEFAULT_LOCALE, TRANSLATION_LOCALES } from '@/i18n/localized';
import { z } from '@/lib/zod';
import { BAD_EMAILS, IMPOSSIBLE_INSTANTS } from './values';

// What the bad-input suite knows of a JSON body, read from the zod schema its route validates
// with: z.toJSONSchema gives each field's type, enum, lengths and bounds; the rest is asked of
// the schema itself (safeParse of the valid body with one field changed): whether a field may
// be absent or null, whether it is translatable (the localized shapes are transforms, which JSON
// Schema cannot describe), and which of the generated hostile values it refuses. A generated
// value is only kept where the schema refuses it, so each is a request the route must answer 400.

export type JsonKind = 'string' | 'boolean' | 'integer' | 'number' | 'string[]' | 'object' | 'object[]';

export interface FieldSpec {
  kind: JsonKind;
  /** Absent is refused. */
  required?: boolean;
  /** null is accepted. */
  nullable?: boolean;
  /** Hand-picked values the API refuses, some only after the schema (any 4xx), by name. */
  invalid?: Record<string, unknown>;
  /** Generated values the schema refuses (400), by name. */
  refused?: Record<string, unknown>;
  /** A translatable field: an object with a value per language, each as described here. */
  translation?: Omit<FieldSpec, 'required' | 'translation'>;
  /** An object's fields, or those of a list's first object. */
  fields?: Record<string, FieldSpec>;
  textSamples?: HandPicked['textSamples'];
}

/** What a schema cannot say: values it accepts and the route refuses later, or that need a reason. */
export interface HandPicked {
  invalid?: Record<string, unknown>;
  /** The same, for each translation of a translatable field. */
  translationInvalid?: Record<string, unknown>;
  /**
   * Where the Unicode samples the schema takes go: by default on a body refused after the schema.
   * 'valid body' where the route refuses text the schema takes (an allowed origin, a solved
   * challenge); 'none' where text changes the answer itself (a filled honeypot is a bot's, 202).
   */
  textSamples?: 'valid body' | 'none';
}

export type Body = Record<string, unknown>;
export type Path = (string | number)[];
export const MISSING = Symbol('missing');

/** A value that needs raw JSON text (deep nesting, 1e309, -0), spliced in after stringifying. */
export class RawJson {
  constructor(readonly text: string) {}
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RawJson);

/** A copy of `body` with `value` at `path` (MISSING deletes it), copying each container on the way. */
export function setAt(body: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(body) ? [...body] : isRecord(body) ? { ...body } : {}) as Record<string | number, unknown>;
  if (rest.length === 0 && value === MISSING) delete copy[key];
  else copy[key] = setAt(copy[key], rest, value);
  return copy;
}

export const getAt = (body: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (value, key) => (isRecord(value) || Array.isArray(value) ? (value as Record<string | number, unknown>)[key] : undefined),
    body,
  );

/** The value as the route's JSON.parse would see it. */
const parsed = (value: unknown): unknown => (value instanceof RawJson ? JSON.parse(value.text) : value);

interface JsonNode {
  type?: string | string[];
  anyOf?: JsonNode[];
  properties?: Record<string, JsonNode>;
  additionalProperties?: boolean | JsonNode;
  items?: JsonNode;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
}

/** The node without its null alternatives (nullability is asked of the schema instead). */
function nonNull(node: JsonNode): JsonNode {
  if (node.anyOf) {
    const options = node.anyOf.filter((option) => option.type !== 'null');
    return options.length === 0 ? {} : nonNull(options[0]!);
  }
  if (Array.isArray(node.type)) return { ...node, type: node.type.find((type) => type !== 'null') };
  return node;
}

function kindOfNode(node: JsonNode, sample: unknown): JsonKind | undefined {
  switch (node.type) {
    case 'string':
    case 'boolean':
    case 'integer':
    case 'number':
      return node.type;
    case 'array':
      return nonNull(node.items ?? {}).type === 'object' ? 'object[]' : 'string[]';
    case 'object':
      return 'object';
    default:
      // A transform (a translatable text): the valid body's value tells the kind.
      if (typeof sample === 'string') return 'string';
      if (Array.isArray(sample)) return 'string[]';
      if (isRecord(sample)) {
        const first = Object.values(sample)[0];
        return Array.isArray(first) ? 'string[]' : 'string';
      }
      return undefined;
  }
}

const pad = (text: string, length: number) => (text.length >= length ? text.slice(0, length) : text.padEnd(length, 'x'));
const NUMBER_TEXTS = ['NaN', 'Infinity', '-Infinity', '1e309', '-0', '0x10', '1_000', ' 1 '];
const BAD_UUIDS = { 'uuid without hyphens': '000000000000400080000000000000a1', 'uuid too short': '00000000-0000-4000-8000-00000000000' };

/** The hostile values of a field's kind and JSON Schema checks, all candidates: the schema sifts them. */
function candidates(node: JsonNode, kind: JsonKind, sample: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (kind === 'string') {
    const text = typeof sample === 'string' ? sample : '';
    out.empty = '';
    out.blank = ' \t\n ';
    if (node.maxLength !== undefined) out[`${node.maxLength + 1} characters (at most ${node.maxLength})`] = pad(text, node.maxLength + 1);
    if (node.minLength !== undefined && node.minLength > 1)
      out[`${node.minLength - 1} characters (at least ${node.minLength})`] = pad(text, node.minLength - 1);
    if (node.enum || node.pattern || node.format) {
      const first = String(node.enum?.[0] ?? text);
      Object.assign(out, {
        'an unknown value': 'xx',
        'in capitals': first.toUpperCase(),
        'in lower case': first.toLowerCase(),
        'with a region tag': `${first}-XX`,
        'a space inside': `${first.slice(0, 1)} ${first.slice(1)}`,
        'one character more': `${first}x`,
        'one character less': first.slice(0, -1),
        'a prototype key': '__proto__',
        // Where the values are languages: a code Stripe and browsers use for Norwegian, a regional tag.
        'another code of a language': 'nb',
        'a regional language tag': 'nb-NO',
      });
    }
    if (node.format === 'uuid') Object.assign(out, BAD_UUIDS);
    if (node.format === 'date-time') Object.assign(out, IMPOSSIBLE_INSTANTS, { 'time without offset': '2026-12-01T09:00:00' });
    if (node.format === 'email') Object.assign(out, BAD_EMAILS);
  }
  if (kind === 'integer' || kind === 'number') {
    const { minimum: min, maximum: max } = node;
    if (min !== undefined) out[`${min - 1} (at least ${min})`] = min - 1;
    if (max !== undefined) out[`${max + 1} (at most ${max})`] = max + 1;
    if (kind === 'integer') out['a fraction'] = (min ?? 0) + 0.5;
    out['MAX_SAFE_INTEGER + 1'] = Number.MAX_SAFE_INTEGER + 1;
    out['-(MAX_SAFE_INTEGER + 1)'] = -(Number.MAX_SAFE_INTEGER + 1);
    out['1e309 (Infinity once parsed)'] = new RawJson('1e309');
    out['-1e309'] = new RawJson('-1e309');
    out['1e-400 (0 once parsed)'] = new RawJson('1e-400');
    out['-0'] = new RawJson('-0');
    for (const text of NUMBER_TEXTS) out[`"${text}" as text`] = text;
  }
  if (kind === 'boolean') Object.assign(out, { '"true" as text': 'true', '"false" as text': 'false', one: 1 });
  if (node.const !== undefined) out['not the one value'] = typeof node.const === 'boolean' ? !node.const : `${String(node.const)}x`;
  if (kind === 'string[]' || kind === 'object[]') {
    const list = Array.isArray(sample) ? sample : [];
    const item = list[0] ?? (kind === 'string[]' ? 'x' : {});
    if (node.maxItems !== undefined)
      out[`${node.maxItems + 1} items (at most ${node.maxItems})`] = Array.from({ length: node.maxItems + 1 }, () => item);
    if (node.minItems !== undefined && node.minItems > 0)
      out[`${node.minItems - 1} items (at least ${node.minItems})`] = list.slice(0, node.minItems - 1);
    if (kind === 'string[]') {
      const items = candidates(nonNull(node.items ?? {}), 'string', typeof item === 'string' ? item : '');
      for (const [label, value] of Object.entries(items)) out[`an item: ${label}`] = [value];
    }
  }
  if (kind === 'object') {
    const record = isRecord(sample) ? sample : {};
    Object.assign(out, {
      'an unknown key': { ...record, xx: record[Object.keys(record)[0] ?? ''] ?? 'x' },
      'a __proto__ key': new RawJson(
        `{"__proto__":{"polluted":true}${Object.keys(record).length ? `,${JSON.stringify(record).slice(1)}` : '}'}`,
      ),
      'a constructor key': { ...record, constructor: { prototype: { polluted: true } } },
      'a prototype key': { ...record, prototype: { polluted: true } },
    });
  }
  return out;
}

/** Asks the schema about the valid body with one change. */
function prober(schema: z.ZodType, valid: Body) {
  if (!schema.safeParse(valid).success) throw new Error(`the valid body does not pass its schema: ${JSON.stringify(valid).slice(0, 200)}`);
  return (path: Path, value: unknown) => schema.safeParse(setAt(valid, path, parsed(value))).success;
}

type Accepts = (path: Path, value: unknown) => boolean;

/** The longest text the schema takes at `path`, by bisection (for the transforms JSON Schema cannot see into). */
function longestAccepted(accepts: Accepts, path: Path, text: string): number | undefined {
  const CAP = 2 ** 21;
  if (!accepts(path, pad(text, text.length + 1)) || accepts(path, pad(text, CAP))) return undefined;
  let [low, high] = [text.length + 1, CAP];
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (accepts(path, pad(text, middle))) low = middle;
    else high = middle;
  }
  return low;
}

function describeField(node: JsonNode, path: Path, valid: Body, accepts: Accepts, hand: Record<string, HandPicked>): FieldSpec | undefined {
  const name = path.join('.');
  const sample = getAt(valid, path);
  const plain = nonNull(node);
  // A transform the valid body leaves out: what it takes tells its kind.
  const probed = sample ?? (accepts(path, 'A text') ? 'A text' : accepts(path, ['A text']) ? ['A text'] : undefined);
  const kind = kindOfNode(plain, probed);
  if (!kind) return undefined;
  const translatable = plain.type === undefined;
  const spec: FieldSpec = {
    kind,
    required: !accepts(path, MISSING),
    nullable: accepts(path, null),
    invalid: hand[name]?.invalid,
    textSamples: hand[name]?.textSamples,
  };
  // A translatable field's plain value is its default language's text: the same checks apply.
  const plainSample = translatable && isRecord(sample) ? sample[DEFAULT_LOCALE] : sample;
  const sifted = (at: Path, node: JsonNode, value: unknown) => {
    const found = { ...candidates(node, kind, value) };
    if (kind === 'string' && node.maxLength === undefined) {
      const longest = longestAccepted(accepts, at, typeof value === 'string' ? value : '');
      if (longest !== undefined)
        found[`${longest + 1} characters (at most ${longest})`] = pad(typeof value === 'string' ? value : '', longest + 1);
    }
    return Object.fromEntries(Object.entries(found).filter(([, candidate]) => !accepts(at, candidate)));
  };
  spec.refused = sifted(path, plain, plainSample);
  if (translatable) {
    const locale = TRANSLATION_LOCALES[0]!;
    const inObject = (value: unknown) => ({
      [DEFAULT_LOCALE]: plainSample ?? (kind === 'string' ? 'A text' : ['A text']),
      [locale]: value,
    });
    const viaObject: Accepts = (_path, value) => accepts(path, value === MISSING ? inObject(undefined) : inObject(parsed(value)));
    const translationSample = kind === 'string' ? 'A text' : ['A text'];
    if (viaObject(path, translationSample)) {
      const found = candidates({}, kind, translationSample);
      if (kind === 'string') {
        const longest = longestAccepted(viaObject, path, 'A text');
        if (longest !== undefined) found[`${longest + 1} characters (at most ${longest})`] = pad('A text', longest + 1);
      }
      spec.translation = {
        kind,
        nullable: viaObject(path, null),
        invalid: hand[name]?.translationInvalid,
        refused: Object.fromEntries(Object.entries(found).filter(([, candidate]) => !viaObject(path, candidate))),
      };
    }
  }
  // An object's own fields, or those of a list's first object, each described the same way.
  const inner = kind === 'object' ? plain : kind === 'object[]' ? nonNull(plain.items ?? {}) : undefined;
  const innerPath = kind === 'object[]' ? [...path, 0] : path;
  if (inner?.properties && (kind === 'object' || (Array.isArray(sample) && sample.length > 0))) {
    spec.fields = fieldsAt(inner, innerPath, valid, accepts, hand);
  }
  return spec;
}

function fieldsAt(node: JsonNode, path: Path, valid: Body, accepts: Accepts, hand: Record<string, HandPicked>) {
  const fields: Record<string, FieldSpec> = {};
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    const field = describeField(child, [...path, key], valid, accepts, hand);
    if (field) fields[key] = field;
  }
  return fields;
}

export interface BodyDescription {
  fields: Record<string, FieldSpec>;
  /** Unknown fields at the top are refused (a strict object). */
  strict: boolean;
}

/** The fields of the body `schema` validates, described from the schema and `valid` (a body it accepts). */
export function describeBody(schema: z.ZodType, valid: Body, hand: Record<string, HandPicked> = {}): BodyDescription {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonNode;
  const accepts = prober(schema, valid);
  const unknownHand = Object.keys(hand).filter((name) => !getAtSchema(root, name));
  if (unknownHand.length > 0) throw new Error(`hand-picked values for fields the schema does not have: ${unknownHand.join(', ')}`);
  const fields = fieldsAt(root, [], valid, accepts, hand);
  // A field whose kind neither the schema nor the valid body tells would get no generated values:
  // say so rather than leave it out (give it a value in the valid body).
  const undescribed = Object.keys(root.properties ?? {}).filter((name) => !fields[name]);
  if (undescribed.length > 0) throw new Error(`no kind for: ${undescribed.join(', ')} (give each a value in the valid body)`);
  return { fields, strict: !accepts(['an unknown field'], 'x') };
}

const getAtSchema = (root: JsonNode, name: string) =>
  name
    .split('.')
    .reduce<JsonNode | undefined>(
      (node, key) => (node ? (nonNull(node).properties?.[key] ?? (/^\d+$/.test(key) ? nonNull(node).items : undefined)) : undefined),
      root,
    );
