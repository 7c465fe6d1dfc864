'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { LocalizedText } from '@/i18n/localized';
import { writtenDay } from '@/lib/admin/intl-formatters';
import type { Field } from '@/lib/forms/fields';
import { StarRating } from '@/components/ui/star-rating';
import { DEFAULT_LOCALE } from '@/components/admin/ui/localized-values';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';

// A field's value as a list shows it, by the field's kind: a text in the admin's language, else in
// the default language (marked so, for screen readers and the check for English); a choice, or each
// of a record's tags, by its option's name in the admin's language; a date or a moment's day as the
// admin's language writes it; a rating as stars.

/** A text of the record in the admin's language if it has one, else the default language's; null when blank. */
export function useRecordText() {
  const locale = useAdminLocale();
  return (value: LocalizedText | null | undefined): { text: string; lang?: string } | null => {
    if (value?.[locale]) return { text: value[locale]! };
    const fallback = value?.[DEFAULT_LOCALE];
    return fallback ? { text: fallback, lang: locale === DEFAULT_LOCALE ? undefined : DEFAULT_LOCALE } : null;
  };
}

/** A field's value as a cell, with `formNamespace`'s option names; null when it is empty. */
export function useFieldCell(formNamespace: string) {
  const form = useTranslations(formNamespace);
  const words = useTranslations('AdminForm');
  const locale = useAdminLocale();
  const recordText = useRecordText();
  return function cellOf(name: string, field: Field | undefined, value: unknown): ReactNode {
    if (value === null || value === undefined || value === '') return null;
    switch (field?.kind) {
      case 'text': {
        const shown = recordText(value as LocalizedText);
        return shown && <span lang={shown.lang}>{shown.text}</span>;
      }
      case 'choice':
      case 'tags': {
        const optionName = (option: unknown) => {
          const key = `options.${name}.${String(option)}`;
          return form.has(key) ? form(key) : String(option);
        };
        const names = [value].flat().map(optionName);
        return names.length > 0 ? names.join(', ') : null;
      }
      case 'plain':
        return field.format === 'date' ? writtenDay(value, locale) : String(value);
      case 'instant':
        return writtenDay(value, locale);
      case 'number':
        if (field.widget !== 'rating') return String(value);
        return (
          // Smaller on a phone, where the row's title needs the room.
          <span className="inline-flex [&_svg]:size-3.5 md:[&_svg]:size-5">
            <StarRating rating={Number(value)} label={words('ratingStars', { rating: Number(value), max: field.max })} />
          </span>
        );
      default:
        return null;
    }
  };
}
