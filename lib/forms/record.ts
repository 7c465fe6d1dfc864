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
}

/** Any kind's description, as the form renderer takes it. */
export interface AnyRecordDescription {
  fields: Shape;
  sections: readonly { key: string; fields: readonly string[] }[];
}

export const describeRecord = <const S extends Shape>(description: RecordDescription<S>) => description;

/** What a client may send for a field: the stored value, or a plain text for a translated one (the default language's). */
type Sent<F extends Field> = Stored<F> | (F extends { kind: 'text' | 'rich' } ? string | Localized<string | null> : never) | null;

/** A record's API body: each field by its column name. */
export type RecordBody<S extends Shape> = { -readonly [Name in keyof S]?: Sent<S[Name]> };
