import { routing, type Locale } from '../../i18n/routing';
import type { Field, PlainField } from '../../lib/forms/fields';
import type { AnyRecordDescription } from '../../lib/forms/record';

// Which fields of a record description (lib/forms/fields.ts) take the stored-XSS payloads, decided
// by each field's kind and a plain text's format, never by its name: a field added to a description
// is attacked by the suites at once (docs/decisions/stored-xss-in-jest.md). A kind or format this
// file does not know stops every suite with the field's name (tests/unit/stored-xss-reach.test.ts).

export type Lang = Locale;
export const LANGS: readonly Lang[] = routing.locales;

/** How a field takes the payloads. */
export type Carrier =
  /** A text per language (text, paragraph): markup payloads, each language its own. */
  | 'translated'
  /** One text for every language (a plain text without a format): markup payloads. */
  | 'plain'
  /** A text per picture and language (a gallery's alt texts and captions): markup payloads. */
  | 'galleryText'
  /** Formatted text, sanitized when saved: every markup payload in each language. */
  | 'rich'
  /** A web address or a picture of the site (a plain url or picture, a gallery): the URL payloads. */
  | 'address'
  /** A kind's own input: no kind to read; the kind's records say how a text is sent in it (`Override`). */
  | 'custom';

/** What a field holds when it takes no payload, by kind or format: the guard's report names it. */
export type NoText = `${Field['kind']}` | `plain:${NonNullable<PlainField['format']>}`;

const unreached = (name: string, what: string) =>
  `${name}: a ${what} field, which the stored-XSS generator does not know; say in tests/support/xss-fields.ts how it takes the payloads`;

function plainCarrier(name: string, format: PlainField['format']): Carrier | NoText {
  switch (format) {
    case undefined:
      return 'plain';
    case 'url':
    case 'picture':
      return 'address';
    // Each format's rule (lib/forms/formats.ts) lets no markup through: letters, digits and a few signs.
    case 'email':
    case 'date':
    case 'slug':
    case 'organisationNumber':
    case 'code':
      return `plain:${format}`;
    default:
      format satisfies never;
      throw new Error(unreached(name, `plain ${String(format)}`));
  }
}

/** How the field `name` takes the payloads, or the kind (format) by which it holds no free text. */
export function carrierOf(name: string, field: Field): Carrier | NoText {
  switch (field.kind) {
    case 'text':
      return 'translated';
    case 'rich':
      return 'rich';
    case 'galleryText':
      return 'galleryText';
    case 'gallery':
      return 'address';
    case 'custom':
      return 'custom';
    case 'plain':
      return plainCarrier(name, field.format);
    // Numbers, yes or no, picks among fixed options, amounts, instants and ids of other records.
    case 'money':
    case 'number':
    case 'toggle':
    case 'choice':
    case 'tags':
    case 'amounts':
    case 'instant':
    case 'relation':
      return field.kind;
    // They hold texts (a picture's alt text, a group's or a list item's fields): no record has one yet.
    case 'image':
    case 'group':
    case 'list':
      throw new Error(unreached(name, field.kind));
    default:
      field satisfies never;
      throw new Error(unreached(name, String((field as { kind: unknown }).kind)));
  }
}

const CARRIERS: readonly string[] = ['translated', 'plain', 'galleryText', 'rich', 'address', 'custom'] satisfies Carrier[];
export const isCarrier = (value: Carrier | NoText): value is Carrier => CARRIERS.includes(value);

/** Every field of a description with how it takes the payloads (or why it holds no free text). */
export const fieldsOf = (description: AnyRecordDescription) =>
  Object.entries(description.fields).map(([name, field]) => ({ name, field, carrier: carrierOf(name, field) }));
