import 'server-only';
import { createHash } from 'node:crypto';
import { getTableColumns, type Table } from 'drizzle-orm';
import { DEFAULT_LOCALE, TRANSLATION_LOCALES, type Localized, type TranslationBasis, type TranslationStatus } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { toApiRecord, type AdminRecord, type ApiRecord } from '@/lib/db/column-names';

// Which translations are missing (the page shows the default language) or outdated (the default
// language's text changed after the translation was saved): docs/decisions/localized-text.md.

type FieldStatus = { missing: string[]; outdated: string[] };

type LocalizedValue = Localized<string | string[]> | null | undefined;
type Values = Record<string, unknown>;

/** The table's localized columns, keyed as in code, with their API names: every jsonb column but the basis. */
export function localizedColumns(table: Table): [key: string, name: string][] {
  return Object.entries(getTableColumns(table))
    .filter(([key, column]) => column.getSQLType() === 'jsonb' && key !== 'translationBasis')
    .map(([key, column]) => [key, column.name]);
}

const isSet = (text: string | string[] | undefined): boolean =>
  Array.isArray(text) ? text.some((item) => item.trim() !== '') : typeof text === 'string' && text.trim() !== '';

const fingerprint = (text: string | string[] | undefined): string =>
  createHash('sha256')
    .update(JSON.stringify(text ?? null))
    .digest('hex')
    .slice(0, 16);

const sameText = (a: string | string[] | undefined, b: string | string[] | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A record's translated fields: each one's name (as the API and the status call it) and its texts. */
export type TranslatedFields = [name: string, value: LocalizedValue][];

const columnsOf = (table: Table, row: Values): TranslatedFields =>
  localizedColumns(table).map(([key, name]) => [name, row[key] as LocalizedValue]);

/**
 * The basis to store with `next`: a translation written or changed now is based on the default
 * text saved with it; an unchanged one keeps its basis (or, saved before bases were kept, the
 * default text it stood beside until now), so a new default text makes it outdated.
 */
export function basisOf(next: TranslatedFields, previous: TranslatedFields | null, previousBasis: TranslationBasis): TranslationBasis {
  const before = new Map(previous ?? []);
  const basis: TranslationBasis = {};
  for (const locale of TRANSLATION_LOCALES) {
    const fields: Record<string, string> = {};
    for (const [name, value] of next) {
      if (!isSet(value?.[locale])) continue;
      const old = before.get(name);
      if (old && sameText(old[locale], value?.[locale])) {
        fields[name] = previousBasis[locale]?.[name] ?? fingerprint(old[DEFAULT_LOCALE]);
      } else {
        fields[name] = fingerprint(value?.[DEFAULT_LOCALE]);
      }
    }
    if (Object.keys(fields).length > 0) basis[locale] = fields;
  }
  return basis;
}

export function nextBasis(
  table: Table,
  next: Values,
  previous: (Values & { translationBasis: TranslationBasis }) | null,
): TranslationBasis {
  return basisOf(columnsOf(table, next), previous ? columnsOf(table, previous) : null, previous?.translationBasis ?? {});
}

/** The basis that marks every present translation of `locale` as checked against today's default text. */
export function checkedBasisOf(fields: TranslatedFields, basis: TranslationBasis, locale: Locale): TranslationBasis {
  const checked: Record<string, string> = {};
  for (const [name, value] of fields) {
    if (isSet(value?.[locale])) checked[name] = fingerprint(value?.[DEFAULT_LOCALE]);
  }
  return { ...basis, [locale]: checked };
}

export function checkedBasis(table: Table, row: Values & { translationBasis: TranslationBasis }, locale: Locale): TranslationBasis {
  return checkedBasisOf(columnsOf(table, row), row.translationBasis, locale);
}

/** Missing: the default language has text and the translation none. Outdated: its basis is another text. */
export function statusOf(fields: TranslatedFields, basis: TranslationBasis): TranslationStatus {
  const status: TranslationStatus = {};
  for (const locale of TRANSLATION_LOCALES) {
    const found: FieldStatus = { missing: [], outdated: [] };
    for (const [name, value] of fields) {
      if (!isSet(value?.[locale])) {
        if (isSet(value?.[DEFAULT_LOCALE])) found.missing.push(name);
        continue;
      }
      const based = basis[locale]?.[name];
      if (based !== undefined && based !== fingerprint(value?.[DEFAULT_LOCALE])) found.outdated.push(name);
    }
    status[locale] = found;
  }
  return status;
}

export function translationStatus(table: Table, row: Values & { translationBasis: TranslationBasis }): TranslationStatus {
  return statusOf(columnsOf(table, row), row.translationBasis);
}

export function toAdminRecord<T extends Table>(table: T, row: T['$inferSelect'] & { translationBasis: TranslationBasis }): AdminRecord<T> {
  const { translation_basis: _basis, ...record } = toApiRecord(table, row) as ApiRecord<T> & { translation_basis: unknown };
  return { ...record, translation_status: translationStatus(table, row) } as AdminRecord<T>;
}
