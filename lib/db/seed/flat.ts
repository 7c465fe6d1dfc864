import { DEFAULT_LOCALE } from '@/i18n/localized';
import { routing, type DefaultLocale, type Locale } from '@/i18n/routing';
import type { Translated } from './types';

// The seed records as the tests read them: each translated field as `<field>` in the default
// language and `<field>_<locale>` for the others (the shape the seed files were once written in,
// which the browser specs still use). Derived from the records, so the two cannot disagree.

type TranslatedField<T> = { [K in keyof T]: T[K] extends Translated<unknown> ? K : never }[keyof T] & string;
type TextOf<V> = V extends Translated<infer T> ? T : never;

export type FlatSeed<T> = Omit<T, TranslatedField<T>> & { [K in TranslatedField<T>]: TextOf<T[K]> } & {
  [K in TranslatedField<T> as `${K}_${Exclude<Locale, DefaultLocale>}`]: TextOf<T[K]>;
};

const isTranslated = (value: unknown): value is Translated<unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && routing.locales.every((locale) => locale in value);

export function flatSeed<T extends object>(record: T): FlatSeed<T> {
  const flat: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(record)) {
    if (!isTranslated(value)) flat[field] = value;
    else for (const locale of routing.locales) flat[locale === DEFAULT_LOCALE ? field : `${field}_${locale}`] = value[locale];
  }
  return flat as FlatSeed<T>;
}
