import { LOCALE_TAGS } from '@/i18n/locales';
import { localize, type LocalizedText } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import type { Field, Money, Price, Shape } from '@/lib/forms/fields';
import type { ReadPage, StoredPage } from './content';
import { PAGES, type PageKey } from './registry';

// A page's content in one language: each translated text in `locale`, the default language's where
// it has none (i18n/localized.ts).

function readField(field: Field, value: unknown, locale: Locale): unknown {
  switch (field.kind) {
    case 'text':
    case 'rich':
      return localize(value as LocalizedText | null, locale);
    case 'money': {
      // Each language's own currency (kroner on /no, dollars on /): never another language's.
      const currency = LOCALE_TAGS[locale].currency;
      // The schema asks for every language's currency, so the amount is there.
      return { amount: (value as Money)[currency]!, currency } satisfies Price;
    }
    case 'image': {
      const picture = value as { src: string; alt: LocalizedText };
      return { src: picture.src, alt: localize(picture.alt, locale) ?? '' };
    }
    case 'group':
      return readShape(field.fields, value as Record<string, unknown>, locale);
    case 'list':
      return (value as ({ id: string } & Record<string, unknown>)[]).map((item) => ({
        id: item.id,
        ...readShape(field.item, item, locale),
      }));
    default:
      return value;
  }
}

function readShape(shape: Shape, value: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, readField(field, value[key], locale)]));
}

export function localizePage<K extends PageKey>(key: K, content: StoredPage<K>, locale: Locale): ReadPage<K> {
  return readShape(PAGES[key].fields, content as Record<string, unknown>, locale) as ReadPage<K>;
}

/** `{name}` in a text replaced by its value; an unknown name stays as written. */
export function fillIn(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{([\w-]+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
