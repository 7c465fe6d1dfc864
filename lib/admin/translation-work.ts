import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { RecordKind, TranslationItem } from '@/lib/content/translations';
import { pageFieldLabel, pageTitle, type PageTexts } from '@/lib/pages/labels';
import type { PageKey } from '@/lib/pages/registry';
import { getAdminTranslator } from './messages';
import { fieldLabeller } from './translation-fields';

/** A record's missing or outdated translations in one language, as the dashboard lists them. */
export interface TranslationWork extends Omit<TranslationItem, 'missing' | 'outdated'> {
  /** The fields, named as their form labels them. */
  missing: string[];
  outdated: string[];
}

/** The dashboard's list, its fields named by their forms' labels here, so the page need not ship the forms' texts. */
export async function labelTranslationWork(items: readonly TranslationItem[], locale: Locale): Promise<TranslationWork[]> {
  const [project, article, product, testimonial, page] = await Promise.all([
    getAdminTranslator('ProjectForm', locale),
    getAdminTranslator('ArticleForm', locale),
    getAdminTranslator('ProductForm', locale),
    getAdminTranslator('TestimonialForm', locale),
    getAdminTranslator('PageFields', locale),
  ]);
  // Read untyped: its keys are built from each page's field paths (lib/pages/labels.ts).
  const pageTexts = page as unknown as PageTexts;
  const labelOf: Record<RecordKind, (field: string) => string> = {
    projects: fieldLabeller('projects', project),
    articles: fieldLabeller('articles', article),
    products: fieldLabeller('products', product),
    testimonials: fieldLabeller('testimonials', testimonial),
  };
  return items.map((item) => {
    if (item.kind !== 'pages') {
      const label = labelOf[item.kind];
      return { ...item, missing: item.missing.map(label), outdated: item.outdated.map(label) };
    }
    // A page is named as the admin names it too, not by the API's title.
    const key = item.id as PageKey;
    const label = (field: string) => pageFieldLabel(pageTexts, key, field);
    return { ...item, name: pageTitle(pageTexts, key), missing: item.missing.map(label), outdated: item.outdated.map(label) };
  });
}
