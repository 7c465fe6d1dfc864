'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { DEFAULT_LOCALE, type Localized } from '@/i18n/localized';
import { routing } from '@/i18n/routing';
import type { GalleryField } from '@/lib/forms/fields';
import { useLanguageName } from '@/components/admin/ui/use-language-name';
import { flagOf, useFieldForm } from './form-context';
import { GalleryField as GalleryFieldInput } from './gallery-field';
import { galleryTexts, type GalleryImage } from './gallery-values';

/** A gallery's columns as the form holds them: the addresses, and each text column by language and position. */
export interface GalleryValue {
  urls: string[];
  alt: Localized<string[]>;
  caption?: Localized<string[]>;
  /** The most characters of one text (the alt texts' description). */
  textMax: number;
}

const textsAt = (texts: Localized<string[]> | undefined, index: number) =>
  Object.fromEntries(routing.locales.map((locale) => [locale, texts?.[locale]?.[index] ?? ''])) as GalleryImage['alt'];

/** A described gallery: its pictures with their alt texts (and captions), written back to their three columns. */
export function GalleryInput({ path, field, label, value }: { path: string; field: GalleryField; label: string; value: GalleryValue }) {
  const t = useTranslations('AdminForm');
  const languageName = useLanguageName();
  const { dispatch, errors, status, uploading, controlId } = useFieldForm();
  const images: GalleryImage[] = value.urls.map((url, index) => ({
    url,
    alt: textsAt(value.alt, index),
    caption: textsAt(value.caption, index),
  }));
  const onBusyChange = useCallback((busy: boolean) => uploading(path, busy), [uploading, path]);

  function onChange(update: (images: GalleryImage[]) => GalleryImage[]) {
    const next = update(images);
    dispatch({ type: 'set', path, value: next.map((image) => image.url) });
    dispatch({ type: 'set', path: field.alt, value: galleryTexts(next, 'alt') });
    if (field.caption) dispatch({ type: 'set', path: field.caption, value: galleryTexts(next, 'caption') });
  }

  const named = (key: 'galleryAlt' | 'galleryCaption') => (number: number, locale: string) => {
    const text = t(key, { number });
    return locale === DEFAULT_LOCALE ? text : t('inLanguage', { label: text, language: languageName(locale) });
  };
  return (
    <GalleryFieldInput
      id={controlId(path)}
      label={label}
      max={field.max}
      textMax={value.textMax}
      value={images}
      onChange={onChange}
      onBusyChange={onBusyChange}
      altError={errors[field.alt]}
      altFlag={(locale) => flagOf(status, field.alt, locale)}
      captionFlag={field.caption ? (locale) => flagOf(status, field.caption!, locale) : undefined}
      labels={{ alt: named('galleryAlt'), caption: field.caption ? named('galleryCaption') : undefined }}
    />
  );
}
