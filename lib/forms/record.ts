import type { Localized } from '@/i18n/localized';
import type { Field, Shape, Stored } from './fields';

// A record kind's one description (docs/decisions/record-descriptions.md): its fields, from which
// come the API's schema (lib/forms/record-schema.ts), the admin form (components/admin/form) and
// its translation status; and how the form groups them. Labels, help and section titles are the
// admin's messages (`<namespace>.fields.<name>`, `.help.<name>`, `.sections.<key>`), so the
// description holds no words of any language.

export interface RecordDescription<S extends Shape = Shape> {
  fields: S;
  /** The form's sections in order, each a message key and the fields under it. */
  sections: readonly { key: string; fields: readonly (keyof S & string)[] }[];
  /** How the section's list shows a record; none where the kind has no list of its own (settings). */
  list?: ListColumns<keyof S & string>;
}

/** The look of a state's tag beside a record's title; `inactive` dims the row too. */
export type TagLook = 'draft' | 'scheduled' | 'featured' | 'inactive';

/**
 * A record's row in its section's list (components/admin/collection/): each place names a field,
 * whose value the row shows by its kind, or a figure no field holds (a product's sales), which the
 * section gives as a cell of that name. The columns' names are the section's messages
 * (`columns.title`, `columns.<extra>`, `columns.<figure>`); a tag's words are its `tags.<field>`.
 */
export interface ListColumns<Name extends string = string> {
  title: Name;
  /** The thumbnail: a picture's address. */
  image?: Name;
  /** States shown beside the title, each while its field holds `is`. */
  tags?: readonly { field: Name; is: string | boolean; look: TagLook }[];
  /** The line under the title, joined by dots; an empty value is left out. */
  details?: readonly Name[];
  /** The wide screen's column; on a phone it joins the details. */
  extra: Name | (string & {});
  /** The figure at the right (a date, a price). */
  figure: Name | (string & {});
}

/** Any kind's description, as the form renderer takes it. */
export interface AnyRecordDescription {
  fields: Shape;
  sections: readonly { key: string; fields: readonly string[] }[];
  list?: ListColumns;
}

export const describeRecord = <const S extends Shape>(description: RecordDescription<S>) => description;

/** What a client may send for a field: the stored value, or a plain text for a translated one (the default language's). */
type Sent<F extends Field> = Stored<F> | (F extends { kind: 'text' | 'rich' } ? string | Localized<string | null> : never) | null;

/** A record's API body: each field by its column name. */
export type RecordBody<S extends Shape> = { -readonly [Name in keyof S]?: Sent<S[Name]> };
