import { LOCALE_TAGS } from '@/i18n/locales';
import type { Localized, LocalizedText } from '@/i18n/localized';
import { routing } from '@/i18n/routing';

// The fields a page's content or a record is made of (docs/decisions/site-pages.md,
// docs/decisions/record-descriptions.md). One description gives the zod schema the API validates
// with (lib/forms/schema.ts), the admin form (components/admin/form) and the translation status
// (lib/pages/status.ts). Descriptions are plain data, so the browser gets them too.

// A field's label, help line and a list's item name are the admin's messages, by the field's path
// (a page's: PageFields, lib/pages/labels.ts; a record's: its form's namespace), never the
// description: the admin speaks its user's language.

/** A text with a version per language; `lines` > 1 is a paragraph. */
export interface TextField {
  kind: 'text';
  max: number;
  optional?: boolean;
  lines?: number;
  /** The alternative text of the picture field so named: shown under it, and needed once it has a picture. */
  altOf?: string;
  /** How many characters a reader sees before it is cut off (a search result's title): counted, not enforced. */
  guidance?: number;
}

/** Formatted text (paragraphs, lists, links, bold) per language, sanitized when saved. */
export interface RichField {
  kind: 'rich';
  max: number;
  /** Levels its headings move down when saved: 1 under a page's own heading (the default), 0 where the text has the page's h2s. */
  headingOffset?: number;
}

/** The same in every language: a figure, an address, a link, a date; `lines` > 1 is written on several lines. */
export interface PlainField {
  kind: 'plain';
  max: number;
  /** Each but `picture` and `slug` is a rule of lib/forms/formats.ts. */
  format?: 'email' | 'url' | 'date' | 'picture' | 'slug' | 'organisationNumber' | 'code';
  optional?: boolean;
  /** A slug's source: the text field whose default-language text it follows until it is edited by hand. */
  from?: string;
  lines?: number;
}

/** A price: an amount in each language's currency, as the shop's products have (docs/decisions/page-prices.md). */
export interface MoneyField {
  kind: 'money';
}

/** A picture (an upload or a file of the site) and its alternative text per language; optional. */
export interface ImageField {
  kind: 'image';
}

/** A whole number in a range; `widget: 'rating'` draws it as stars; `optional` (or a `when`) may be null. */
export interface NumberField extends Conditional {
  kind: 'number';
  min: number;
  max: number;
  /** What a new record starts with. */
  initial?: number;
  /** Absent or blank is none (null). */
  optional?: boolean;
  widget?: 'rating';
}

/** Yes or no; absent is `initial` (false unless given), as a save replaces every field. */
export interface ToggleField {
  kind: 'toggle';
  /** What a new record starts with and an absent value means (a product is on sale unless turned off). */
  initial?: boolean;
}

/** One of a fixed set of values (a category, a status), each named by the admin's messages. */
export interface ChoiceField {
  kind: 'choice';
  options: readonly string[];
  /** What a new record starts with; none (the field must be chosen) when absent. */
  initial?: string;
  /** Few options side by side (Draft, Published) instead of a menu; radio buttons for two or three that need a sentence each. */
  widget?: 'segmented' | 'radio';
}

/** Any of a fixed set of values (tags), each named by the admin's messages; none is fine. */
export interface TagsField {
  kind: 'tags';
  options: readonly string[];
}

/**
 * A record's pictures in order (their addresses, one column); their alternative texts and
 * captions are columns of their own (`GalleryTextField`), one text per picture and language.
 */
export interface GalleryField {
  kind: 'gallery';
  max: number;
  alt: string;
  caption?: string;
}

/** One text per picture of the gallery `of`, per language, by position ('' where none yet). */
export interface GalleryTextField {
  kind: 'galleryText';
  of: string;
  max: number;
  /** Every picture needs one in the default language (an alternative text). */
  required?: boolean;
}

/**
 * Amounts off or on in some of the shop's currencies, typed as decimals ("7.50") and stored in
 * minor units (750); a currency left empty has none. At least one unless `optional`.
 */
export interface AmountsField extends Conditional {
  kind: 'amounts';
  currencies: readonly string[];
  /** The largest amount, in major units. */
  max: number;
  optional?: boolean;
}

/** A moment: an ISO 8601 date and time with its offset over the API, a Date once parsed; the admin types it in its own time zone. */
export interface InstantField {
  kind: 'instant';
  optional?: boolean;
  /** Another instant of the shape this one must come after (a window's end). */
  after?: string;
}

/** Records of another kind, by id (uuid), picked from options the form is given (components/admin/form/relation-field.tsx). */
export interface RelationField {
  kind: 'relation';
  /** The kind of the records: the key of the options the form's owner loads (`relations` of the form). */
  to: string;
  max: number;
}

export interface GroupField<S extends Shape = Shape> {
  kind: 'group';
  fields: S;
  /** A shared builder's group (`seo()`): its texts are the one entry PageFields.shared.<name>, whichever page has it. */
  shared?: string;
}

/** Items the studio adds, removes and reorders; each keeps a stable id (an anchor, a React key). */
export interface ListField<S extends Shape = Shape> {
  kind: 'list';
  item: S;
  max: number;
}

/**
 * A field no generic input fits (a product's file upload, its prices beside the base price): the
 * kind's form gives its input as `widgets[widget]` (components/admin/form/record-form.tsx), and its
 * API schema as an override (lib/forms/record-schema.ts). The form's own check leaves it to the
 * server unless its widget brings a `check` (components/admin/form/form-context.tsx).
 */
export interface CustomField {
  kind: 'custom';
  widget: string;
  /** Its input shows each message where it points inside the value ('weekly_hours.1.0.end'); otherwise all are the field's. */
  nestedErrors?: boolean;
}

/**
 * What any field may say besides its kind's own: `when` it is part of the record. Only while other
 * fields of the same shape have these values ({ kind: 'percent' }) is it shown, checked and needed
 * (lib/forms/conditions.ts); otherwise it is sent empty, so its kind must take an empty value (a
 * number, amounts).
 */
export interface Conditional {
  when?: Readonly<Record<string, string>>;
}

export type Field = (
  | TextField
  | RichField
  | PlainField
  | MoneyField
  | ImageField
  | NumberField
  | ToggleField
  | ChoiceField
  | AmountsField
  | InstantField
  | RelationField
  | TagsField
  | GalleryField
  | GalleryTextField
  | GroupField
  | ListField
  | CustomField
) &
  Conditional;
export type Shape = { [key: string]: Field };

/** The currencies the site's languages show (i18n/locales.ts, lower case as there): a price names each. */
export const PAGE_CURRENCIES: readonly string[] = [...new Set(routing.locales.map((locale) => LOCALE_TAGS[locale].currency))];
/** A price as stored: its amount in each of PAGE_CURRENCIES, in major units ({ usd: 2999, nok: 29990 }). */
export type Money = Record<string, number>;
/** A price as a page in one language reads it: the amount in that language's currency. */
export interface Price {
  amount: number;
  currency: string;
}

export interface StoredImage {
  /** '' when there is no picture. */
  src: string;
  alt: LocalizedText;
}

/** What the database holds for a field: a text per language where the field is translated. */
export type Stored<F> = F extends TextField
  ? F['optional'] extends true
    ? LocalizedText | null
    : LocalizedText
  : F extends RichField
    ? LocalizedText
    : F extends PlainField
      ? string
      : F extends MoneyField
        ? Money
        : F extends ImageField
          ? StoredImage
          : F extends NumberField
            ? Nullable<F, number>
            : F extends ToggleField
              ? boolean
              : F extends ChoiceField
                ? F['options'][number]
                : F extends TagsField
                  ? F['options'][number][]
                  : F extends GalleryField
                    ? string[]
                    : F extends GalleryTextField
                      ? Localized<string[]>
                      : F extends GroupField<infer S>
                        ? StoredShape<S>
                        : F extends ListField<infer S>
                          ? ({ id: string } & StoredShape<S>)[]
                          : StoredOther<F>;
/** A number left out (optional, or while its `when` does not hold) is null. */
type Nullable<F, T> = F extends { optional: true } | { when: object } ? T | null : T;
type StoredOther<F> = F extends AmountsField
  ? Record<string, number>
  : F extends InstantField
    ? Nullable<F, Date>
    : F extends RelationField
      ? string[]
      : never;
export type StoredShape<S extends Shape> = { [K in keyof S]: Stored<S[K]> };

/** What a page reads: one language's text for each translated field, the default language's where it has none. */
export type Read<F> = F extends TextField
  ? F['optional'] extends true
    ? string | null
    : string
  : F extends RichField
    ? string
    : F extends PlainField
      ? string
      : F extends MoneyField
        ? Price
        : F extends ImageField
          ? { src: string; alt: string }
          : F extends NumberField
            ? number
            : F extends ToggleField
              ? boolean
              : F extends ChoiceField
                ? F['options'][number]
                : F extends GroupField<infer S>
                  ? ReadShape<S>
                  : F extends ListField<infer S>
                    ? ({ id: string } & ReadShape<S>)[]
                    : never;
export type ReadShape<S extends Shape> = { [K in keyof S]: Read<S[K]> };

type More<F extends Field> = Omit<F, 'kind' | 'max' | 'item' | 'fields'>;

// `const` keeps `optional: true` a literal, so the types above know the field may be null.
export const text = <const M extends More<TextField>>(max: number, more?: M) =>
  ({ kind: 'text', max, ...more }) as { kind: 'text'; max: number } & M;
export const paragraph = <const M extends More<TextField>>(max: number, more?: M) =>
  ({ kind: 'text', max, lines: 4, ...more }) as { kind: 'text'; max: number; lines: number } & M;
export const rich = (max: number, more: Omit<RichField, 'kind' | 'max'> = {}) => ({ kind: 'rich', max, ...more }) as const;
export const plain = <const M extends More<PlainField>>(max: number, more?: M) =>
  ({ kind: 'plain', max, ...more }) as { kind: 'plain'; max: number } & M;
export const money = () => ({ kind: 'money' }) as const;
export const image = () => ({ kind: 'image' }) as const;
export const number = <const M extends Omit<NumberField, 'kind' | 'min' | 'max'>>(min: number, max: number, more?: M) =>
  ({ kind: 'number', min, max, ...more }) as { kind: 'number'; min: number; max: number } & M;
export const tags = <const O extends readonly string[]>(options: O) => ({ kind: 'tags', options }) as { kind: 'tags'; options: O };
export const gallery = (max: number, texts: { alt: string; caption?: string }) => ({ kind: 'gallery', max, ...texts }) as const;
export const galleryText = (of: string, max: number, more: { required?: boolean } = {}) =>
  ({ kind: 'galleryText', of, max, ...more }) as const;
export const toggle = (more: Omit<ToggleField, 'kind'> = {}) => ({ kind: 'toggle', ...more }) as const;
export const custom = (widget: string, more: Omit<CustomField, 'kind' | 'widget'> = {}) => ({ kind: 'custom', widget, ...more }) as const;
export const choice = <const O extends readonly string[]>(options: O, more: Omit<ChoiceField, 'kind' | 'options'> = {}) =>
  ({ kind: 'choice', options, ...more }) as { kind: 'choice'; options: O } & Omit<ChoiceField, 'kind' | 'options'>;
export const amounts = <const M extends Omit<AmountsField, 'kind' | 'currencies' | 'max'>>(
  currencies: readonly string[],
  max: number,
  more?: M,
) => ({ kind: 'amounts', currencies, max, ...more }) as { kind: 'amounts'; currencies: readonly string[]; max: number } & M;
export const instant = <const M extends Omit<InstantField, 'kind'>>(more?: M) => ({ kind: 'instant', ...more }) as { kind: 'instant' } & M;
export const relation = (to: string, max: number) => ({ kind: 'relation', to, max }) as const;
export const group = <const S extends Shape>(fields: S, more: { shared?: string } = {}) =>
  ({ kind: 'group', fields, ...more }) as { kind: 'group'; fields: S; shared?: string };
export const list = <const S extends Shape>(item: S, max: number) =>
  ({ kind: 'list', item, max }) as { kind: 'list'; item: S; max: number };

/** A route's search-engine texts and its picture when shared: one entry of texts for every page (PageFields.shared.seo). */
export const seo = () =>
  group(
    {
      title: text(70),
      description: paragraph(200),
      keywords: text(300),
      image: plain(300, { optional: true, format: 'picture' }),
    },
    { shared: 'seo' },
  );

type Button = { kind: 'text'; max: number };

/**
 * A closing call to action: a title, a text and two buttons, each its field name, in the order
 * they show (['ctaContact', 'ctaServices']); the page's messages say where each leads.
 */
export const callToAction = <const B extends readonly [string, string]>(buttons: B) =>
  group({
    title: text(120),
    text: paragraph(400),
    ...(Object.fromEntries(buttons.map((name) => [name, text(60)])) as { [K in B[number]]: Button }),
  });
