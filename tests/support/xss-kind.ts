import type { AnyRecordDescription } from '../../lib/forms/record';
import { fieldsOf, isCarrier, LANGS, type Lang, type NoText } from './xss-fields';
import { MARKUP_PAYLOADS, URL_PAYLOADS, type XssPayload } from './xss-payloads';

// A described record kind's payload records, for the jest suites (tests/api/stored-xss-*.test.ts,
// tests/unit/stored-xss-admin.test.tsx) and the browser specs alike: each text field (by its kind,
// tests/support/xss-fields.ts) gets a short tag of its own and the markup payloads in chunks that
// fit the shortest such field, one chunk per record, so every payload passes through every field in
// every language; each rich text gets all of them; the address fields get the URL payloads. A field
// too short for the longest payload (an article's author) gets every payload it can hold, in
// chunks of its own: a longer text cannot reach it through the API.

/**
 * A field whose API schema is the kind's own (an override beside the description in lib/), which
 * its kind cannot tell: tests/unit/stored-xss-reach.test.ts checks each against the route's schema,
 * and fails, naming the field, where the schema refuses a text that no override here explains.
 */
export interface Override {
  /** How one text (one language's, for a translated field) is sent, where the override takes another shape. */
  send?: (text: string) => unknown;
  /** The route refuses every text in it (a price, a file's id): the suite sends each payload and expects a 400 naming it. */
  refuses?: true;
}

export interface KindConfig {
  description: AnyRecordDescription;
  /** One capital letter that starts each of the kind's tags: a page may show several kinds (the home page). */
  letter: string;
  overrides?: Readonly<Record<string, Override>>;
  /** Texts kept but shown on no page the suite renders, each with where it goes instead: checked to be absent there. */
  offPage?: Readonly<Record<string, string>>;
}

/** A field that keeps the markup payloads as text. */
export interface PayloadField {
  name: string;
  carrier: 'translated' | 'plain' | 'galleryText' | 'custom';
  /** Its tag in each language (the same in each for a text that is the same in every language). */
  tags: Record<Lang, string>;
  max?: number;
  send: (text: string) => unknown;
}

/** Each payload text field's text per language in one record. */
export type RecordTexts = Record<string, Record<Lang, string>>;

/** The rich texts' visible marker per language; each payload follows after its name. */
export const richMarker = (field: string, lang: Lang) => `xss-${field}-${lang}`;
const richText = (field: string, lang: Lang) =>
  [`<p>${richMarker(field, lang)}</p>`, ...MARKUP_PAYLOADS.map((p) => `<p>${p.name}:</p>${p.text}`)].join('\n');

/** Room a text needs before its chunk: the longest tag, the set's letter, a record number (< 100) and a space. */
const MARKER_ROOM = 1 + 2 + 1;
const perLang = (value: (lang: Lang) => unknown) => Object.fromEntries(LANGS.map((lang) => [lang, value(lang)]));

/** Fixed-width capital letters for the `index`th of `count` fields, so no tag ends another. */
function fieldLetters(index: number, count: number): string {
  const width = Math.max(1, Math.ceil(Math.log(count) / Math.log(26)));
  let letters = '';
  for (let rest = index, i = 0; i < width; i++, rest = Math.floor(rest / 26)) letters = String.fromCharCode(65 + (rest % 26)) + letters;
  return letters;
}

/** Payload groups whose texts, joined by spaces, fit `length`. */
export function chunksOf(payloads: readonly XssPayload[], length: number): XssPayload[][] {
  const groups: XssPayload[][] = [[]];
  for (const payload of payloads) {
    const group = groups.at(-1)!;
    if (group.length > 0 && [...group, payload].map((p) => p.text).join(' ').length > length) groups.push([payload]);
    else group.push(payload);
  }
  return groups;
}

export type XssKind = ReturnType<typeof xssKind>;

export function xssKind({ description, letter, overrides = {}, offPage = {} }: KindConfig) {
  const fields = fieldsOf(description);
  for (const name of Object.keys(overrides)) {
    const carrier = fields.find((field) => field.name === name)?.carrier;
    if (!carrier || !isCarrier(carrier) || carrier === 'address' || carrier === 'rich')
      throw new Error(`${name}: an override for a field that is no text field of the description`);
  }
  const kept = fields.filter((field) => !overrides[field.name]?.refuses);
  const texts = kept.flatMap(({ name, field, carrier }) => {
    if (carrier === 'custom' && !overrides[name])
      throw new Error(`${name}: a custom field (its schema is the kind's own): say in the kind's records how a text is sent in it`);
    return carrier === 'translated' || carrier === 'plain' || carrier === 'galleryText' || carrier === 'custom'
      ? [{ name, carrier, max: 'max' in field ? field.max : undefined, send: overrides[name]?.send ?? ((text: string) => text) }]
      : [];
  });
  const payloadFields: PayloadField[] = texts.map((text, index) => {
    const tag = `${letter}${fieldLetters(index, texts.length)}`;
    const perLanguage = text.carrier === 'translated' || text.carrier === 'galleryText';
    return { ...text, tags: perLang((lang) => (perLanguage ? `${tag}${lang.toUpperCase()}` : tag)) as Record<Lang, string> };
  });
  for (const name of Object.keys(offPage))
    if (!payloadFields.some((field) => field.name === name)) throw new Error(`${name}: listed as off the page, but it keeps no payload`);
  const longestTag = Math.max(0, ...payloadFields.flatMap((field) => Object.values(field.tags).map((tag) => tag.length)));
  const room = (max: number) => max - longestTag - MARKER_ROOM;
  const longestPayload = Math.max(...MARKUP_PAYLOADS.map((payload) => payload.text.length));
  const short = payloadFields.filter((field) => field.max !== undefined && room(field.max) < longestPayload);
  const limits = payloadFields.flatMap((field) => (field.max === undefined || short.includes(field) ? [] : [field.max]));
  const chunks = chunksOf(MARKUP_PAYLOADS, Math.min(...limits) - longestTag - MARKER_ROOM);
  const ownChunks: Record<string, XssPayload[][]> = Object.fromEntries(
    short.map(({ name, max }) => [
      name,
      chunksOf(
        MARKUP_PAYLOADS.filter((payload) => payload.text.length <= room(max!)),
        room(max!),
      ),
    ]),
  );
  const rich = fields.filter((field) => field.carrier === 'rich').map((field) => field.name);
  const addresses = fields.filter((field) => field.carrier === 'address').map((field) => field.name);
  const count = Math.max(
    payloadFields.length > 0 ? chunks.length : 0,
    ...Object.values(ownChunks).map((own) => own.length),
    addresses.length > 0 ? URL_PAYLOADS.length : 0,
  );

  /** The texts of the `index`th record of the set `set` (one small letter: sets stored side by side differ). */
  function textsOf(index: number, set: string): RecordTexts {
    return Object.fromEntries(
      payloadFields.map(({ name, tags, max }) => {
        const fieldChunks = ownChunks[name] ?? chunks;
        const joined = (fieldChunks[index % fieldChunks.length] ?? []).map((p) => p.text).join(' ');
        const values = perLang((lang) => `${tags[lang]}${set}${index} ${joined}`) as Record<Lang, string>;
        const tooLong = Object.values(values).find((text) => max !== undefined && text.length > max);
        // The chunks fit the shortest text field: one shorter than a payload and its room cannot hold it.
        if (tooLong) throw new Error(`${name}: at most ${max} characters, too short for a payload text (${tooLong.length})`);
        return [name, values];
      }),
    );
  }

  /** A record's body: `base` (valid values of every field that takes no markup) with the payloads in every text field. */
  function body(index: number, set: string, base: Record<string, unknown>): Record<string, unknown> {
    const values = textsOf(index, set);
    const sent = payloadFields.map(({ name, carrier, send }) => {
      const text = values[name]!;
      if (carrier === 'plain' || carrier === 'custom') return [name, send(text[LANGS[0]!])];
      if (carrier === 'translated') return [name, perLang((lang) => send(text[lang]))];
      const of = (description.fields[name] as { of: string }).of;
      const pictures = base[of];
      if (!Array.isArray(pictures) || pictures.length === 0) throw new Error(`${name}: its texts need a picture in the base's ${of}`);
      return [name, perLang((lang) => pictures.map(() => send(text[lang])))];
    });
    return {
      ...base,
      ...Object.fromEntries(sent),
      ...Object.fromEntries(rich.map((name) => [name, perLang((lang) => richText(name, lang))])),
    };
  }

  return {
    description,
    letter,
    /** The fields that keep the markup payloads as text. */
    payloadFields,
    /** The rich texts: every payload in each language, sanitized when saved. */
    rich,
    /** The address fields, for the URL payloads. */
    addresses,
    /** The text fields whose route refuses every text: each payload must be answered with a 400 naming it. */
    refused: fields.filter((field) => overrides[field.name]?.refuses).map((field) => field.name),
    /** The fields that hold no free text, by their kind or format. */
    noText: fields.flatMap(({ name, carrier }) => (isCarrier(carrier) ? [] : [{ name, kind: carrier as NoText }])),
    offPage,
    /** How many records a set has: one per chunk, and one per URL payload where the kind has addresses. */
    count,
    chunks,
    texts: textsOf,
    body,
    /** The value a URL payload is tried as in an address field: a gallery keeps its pictures first. */
    urlValue: (field: string, text: string, base: Record<string, unknown>) =>
      description.fields[field]!.kind === 'gallery' ? [...(base[field] as string[]), text] : text,
    /** A refused field's value for one payload text, in the shape its kind sends. */
    refusedValue: (field: string, text: string) => {
      const send = overrides[field]?.send ?? ((value: string) => value);
      return fields.find((f) => f.name === field)!.carrier === 'translated' ? perLang(() => send(text)) : send(text);
    },
    /** The texts a record shows in `lang`, by field (those kept off the page left out). */
    shown: (texts: RecordTexts, lang: Lang) =>
      payloadFields.filter((field) => !(field.name in offPage)).map((field) => ({ field: field.name, text: texts[field.name]![lang] })),
  };
}
