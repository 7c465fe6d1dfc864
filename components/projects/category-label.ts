import 'server-only';
import { getTranslations } from 'next-intl/server';
import { categoryMessageKey } from './project-category';
import { tagMessageKey } from './project-tag';

/** A translator of stored labels: known ones through their message, unknown ones as stored. */
async function storedLabel(namespace: string, messageKey: (value: string) => string | null): Promise<(value: string) => string> {
  const t = await getTranslations(namespace);
  return (value) => {
    const key = messageKey(value);
    return key ? t(key) : value;
  };
}

/** Translates project categories into the visitor's language; unknown ones stay as stored. */
export const getCategoryLabel = () => storedLabel('ProjectCard.categories', categoryMessageKey);

/** Translates project tags into the visitor's language (hashtags are made from the label); unknown ones stay as stored. */
export const getTagLabel = () => storedLabel('ProjectCard.tagLabels', tagMessageKey);
