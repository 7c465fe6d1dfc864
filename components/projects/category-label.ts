import 'server-only';
import { getTranslations } from 'next-intl/server';
import { categoryMessageKey } from './project-category';

/** Translates project categories into the visitor's language; unknown ones stay as stored. */
export async function getCategoryLabel(): Promise<(category: string) => string> {
  const t = await getTranslations('ProjectCard.categories');
  return (category) => {
    const key = categoryMessageKey(category);
    return key ? t(key) : category;
  };
}
