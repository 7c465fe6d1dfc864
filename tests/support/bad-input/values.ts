import type { JsonKind } from './schema-fields';

// The hostile values the bad-input suite sends, as named catalogues: every case says which
// entry it used, so a failure can be reproduced by name.

/** A small deterministic generator (mulberry32): the same seed always makes the same cases. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Override with BAD_INPUT_SEED to explore other cases; failures name the seed they ran with. */
export const SEED = Number(process.env.BAD_INPUT_SEED ?? 20261121);

export const MB = 1024 * 1024;

/** Well-formed YYYY-MM-DD that is no day of the calendar (issue 46: these gave a 500). */
export const IMPOSSIBLE_DAYS: Record<string, string> = {
  'month 13': '2026-13-01',
  'month 00': '2026-00-10',
  'day 32': '2026-12-32',
  'day 00': '2026-12-00',
  'February 29 of a common year': '2027-02-29',
  'April 31': '2026-04-31',
};

/** Each of them as the day of an instant with its offset, as the slots give it. */
export const IMPOSSIBLE_INSTANTS: Record<string, string> = Object.fromEntries(
  Object.entries(IMPOSSIBLE_DAYS).map(([label, day]) => [`${label} at 09:00Z`, `${day}T09:00:00Z`]),
);

/** Text that trips up Unicode handling: normalisation, direction, invisible and broken code units. */
export const UNICODE: Record<string, string> = {
  'lone high surrogate': 'a\uD800b',
  'lone low surrogate': 'a\uDC00b',
  'reversed surrogate pair': '\uDE00\uD83D',
  'RTL override': '\u202Egpj.exe',
  'RTL and LTR marks': '\u200Fabc\u200E',
  'zero-width space': 'ab\u200Bcd',
  'zero-width joiner alone': '\u200D',
  // Inside the word: at either end, trimming removes it (and what is left may be valid).
  'byte order mark inside a word': 'te\uFEFFxt',
  'emoji ZWJ sequence': '👩🏽‍🎨👨‍👩‍👧‍👦',
  'flag emoji': '🇳🇴',
  'astral math letters': '𝕿𝖊𝖘𝖙',
  'NFKC ligature': 'ﬁﬂ ligature',
  'fullwidth letters': 'Ｔｅｓｔ',
  'angstrom sign': '\u212B',
  'combining mark pile-up': `e${'\u0301'.repeat(150)}`,
  'decomposed o-slash': 'Bjo\u0338rk',
  'dotted capital I': 'İSTANBUL',
  'line and paragraph separators': 'a\u2028b\u2029c',
  noncharacters: '\uFFFE\uFFFF',
  'C0 and DEL controls': '\u0001\u001b[31m\u007f',
  'NUL character': 'ab\u0000cd',
  'only whitespace of many kinds': '\u00A0\u2003\u3000\t',
  'Norwegian letters': 'Æøå blåbærsyltetøy',
};

/** Addresses no form of the site takes. */
export const BAD_EMAILS: Record<string, string> = {
  blank: '  ',
  'no at sign': 'ada.example.com',
  'no domain': 'ada@',
  'no domain dot': 'ada@example',
  'two at signs': 'ada@b@example.com',
  'a display name': 'Ada <ada@example.com>',
  'a header injection': 'ada@example.com\r\nBcc: everyone@example.com',
  'a list of addresses': 'ada@example.com, bob@example.com',
  'a leading dot': '.ada@example.com',
  'two dots in a row': 'ada..lovelace@example.com',
  'zero-width space inside': 'ada\u200B@example.com',
  'too long': `${'a'.repeat(250)}@example.com`,
};

/** Path segments that must name nothing: traversal, encodings, NUL bytes, huge or odd ids. */
export const ODD_IDS: Record<string, string> = {
  'dot-dot traversal': '../../etc/passwd',
  'encoded traversal': '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  'double-encoded traversal': '%252e%252e%252f',
  'backslash traversal': '..\\..\\windows\\win.ini',
  'single dot': '.',
  'two dots': '..',
  empty: '',
  space: ' ',
  'NUL byte': '\u0000',
  'NUL in the middle': 'abc\u0000def',
  'encoded NUL': '%00',
  '10 kB id': 'a'.repeat(10 * 1024),
  '10 kB of digits': '7'.repeat(10 * 1024),
  'SQL injection': "' OR '1'='1'; drop table projects; --",
  'LIKE wildcards': '%_%',
  HTML: '<script>alert(1)</script>',
  'JNDI lookup': '${jndi:ldap://127.0.0.1/a}',
  'prototype key': '__proto__',
  'constructor key': 'constructor',
  'null word': 'null',
  'negative number': '-1',
  'huge number': '1e400',
  'uppercase uuid': '00000000-0000-4000-8000-00000000000A',
  'uuid in braces': '{00000000-0000-4000-8000-000000000001}',
  'uuid with newline': '00000000-0000-4000-8000-000000000001\n',
  'nil uuid': '00000000-0000-0000-0000-000000000000',
  slashes: 'a/b/c',
  'query in id': 'x?locale=no',
  'CRLF injection': 'x\r\nSet-Cookie: a=b',
  ...Object.fromEntries(Object.entries(UNICODE).map(([name, value]) => [`unicode: ${name}`, value])),
};

/** The id as it appears in a URL; ill-formed text (lone surrogates) cannot be percent-encoded. */
export const pathSegment = (id: string) => encodeURIComponent(id.toWellFormed());

/** JSON values of every type, to put where a field expects another one. */
export const JSON_VALUES: Record<string, unknown> = {
  null: null,
  true: true,
  false: false,
  zero: 0,
  'negative float': -1.5,
  'huge number': 1e308,
  'empty string': '',
  'numeric string': '42',
  'empty array': [],
  'array of strings': ['a', 'b'],
  'array of null': [null],
  'nested array': [[['deep']]],
  'empty object': {},
  object: { value: 'x' },
};

const isRecord = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

const KIND_TESTS: Record<JsonKind, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  boolean: (value) => typeof value === 'boolean',
  integer: (value) => Number.isInteger(value),
  number: (value) => typeof value === 'number',
  'string[]': (value) => Array.isArray(value) && value.every((item) => typeof item === 'string'),
  'object[]': (value) => Array.isArray(value) && value.every(isRecord),
  object: isRecord,
};

/** The entries of JSON_VALUES of another type than `kind` (null only where null is refused). */
export function wrongTypes(kind: JsonKind, nullable: boolean): [string, unknown][] {
  return Object.entries(JSON_VALUES).filter(([, value]) => (value === null ? !nullable : !KIND_TESTS[kind](value)));
}

/** `[[[…]]]` nested `depth` times. */
export const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/** `{"a":{"a":…}}` nested `depth` times. */
export const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/**
 * Corruptions of a valid JSON text (truncation, a dropped or inserted character), kept only if
 * the result really is broken JSON: a corruption that happens to parse would be another request.
 */
export function brokenJson(valid: string, count: number, random: () => number): [string, string][] {
  const junk = ['{', '}', '[', ']', '"', ',', ':', '\\', 'x', '\u0000'];
  const out: [string, string][] = [];
  for (let attempt = 0; out.length < count && attempt < count * 20; attempt += 1) {
    const at = Math.floor(random() * valid.length);
    const how = Math.floor(random() * 3);
    const text =
      how === 0
        ? valid.slice(0, at)
        : how === 1
          ? valid.slice(0, at) + valid.slice(at + 1)
          : valid.slice(0, at) + junk[Math.floor(random() * junk.length)] + valid.slice(at);
    const label = `${['truncated', 'char dropped', 'char inserted'][how]} at ${at}`;
    if (isBrokenJson(text) && !out.some(([, seen]) => seen === text)) out.push([label, text]);
  }
  return out;
}

function isBrokenJson(text: string): boolean {
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
}

/** Fixed broken-JSON shapes every JSON endpoint receives. */
export const BROKEN_JSON: Record<string, string> = {
  'trailing comma': '{"a":1,}',
  'single quotes': "{'a':1}",
  'unquoted key': '{a:1}',
  comment: '{"a":1 /* note */}',
  'NaN literal': '{"a":NaN}',
  'two documents': '{}{}',
  'unterminated string': '{"a":"b',
  'lone surrogate escape pair broken': '{"a":"\\ud800\\u0041',
  'bad escape': '{"a":"\\x41"}',
  'raw control character in string': '{"a":"b\u0001c"}',
  'BOM before JSON': '\uFEFF{}',
  'only whitespace': ' \n\t ',
  'undefined word': 'undefined',
  'JSON Lines': '{"a":1}\n{"a":2}',
  'form encoding': 'a=1&b=2',
  XML: '<?xml version="1.0"?><a/>',
  'binary noise': '\u0089PNG\r\n\u001a\n\u0000\u0000',
};

/** Top-level JSON values that are not the object every JSON endpoint expects. */
export const NOT_AN_OBJECT: Record<string, string> = {
  'JSON null': 'null',
  'JSON true': 'true',
  'JSON number': '42',
  'JSON string': '"hello"',
  'JSON array': '[]',
  'array of objects': '[{}]',
  'empty object': '{}',
};

/** Headers of a body sent as something other than JSON, or as nothing in particular. */
export const NOT_JSON_CONTENT_TYPES: Record<string, Record<string, string>> = {
  'no Content-Type': {},
  'text/plain': { 'content-type': 'text/plain' },
  'form-urlencoded': { 'content-type': 'application/x-www-form-urlencoded' },
  multipart: { 'content-type': 'multipart/form-data; boundary=x' },
  'application/jsonx': { 'content-type': 'application/jsonx' },
  'text/json': { 'content-type': 'text/json' },
  'application/xml': { 'content-type': 'application/xml' },
  'a list of types': { 'content-type': 'application/json, text/plain' },
  'a wildcard': { 'content-type': 'application/*' },
  'bare json': { 'content-type': 'json' },
  empty: { 'content-type': '' },
  'JSON prefixed with junk': { 'content-type': 'xapplication/json' },
};
