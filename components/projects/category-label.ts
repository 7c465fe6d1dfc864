import 'server-only';
import { getTranslations } from 'next-intl/server';
import { catalogueTranslator } from '@/i18n/catalogues';
import type { Locale } from '@/i18n/routing';
import { categoryMessageKey } from './project-category';
import { tagMessageKey } from './project-tag';

/** `ProjectCard`'s messages in the page's language, or in `locale` outside a page (a social card). */
const projectCardTexts = async (locale?: Locale) =>
  locale ? catalogueTranslator(locale, 'ProjectCard') : await getTranslations('ProjectCard');

/** Translates project categories into the visitor's language, or `locale`; unknown ones (older records) stay as stored. */
export async function getCategoryLabel(locale?: Locale): Promise<(category: string) => string> {
  const t = await projectCardTexts(locale);
  return (category) => {
    const key = categoryMessageKey(category);
    return key ? t(`categories.${key}`) : category;
  };
}

/** Translates project tags into the visitor's language (hashtags are made from the label); unknown ones stay as stored. */
export async function getTagLabel(): Promise<(tag: string) => string> {
  const t = await projectCardTexts();
  return (tag) => {
    const key = tagMessageKey(tag);
    return key ? t(`tagLabels.${key}`) : tag;
  };
}
