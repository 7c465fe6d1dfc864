import 'server-only';
import type { TranslationItem, TranslationKind } from '@/lib/content/translations';
import { getAdminTranslator } from './messages';
import { fieldLabeller } from './translation-fields';

/** A record's missing or outdated translations in one language, as the dashboard lists them. */
export interface TranslationWork extends Omit<TranslationItem, 'missing' | 'outdated'> {
  /** The fields, named as their form labels them. */
  missing: string[];
  outdated: string[];
}

/** The dashboard's list, its fields named by their forms' labels here, so the page need not ship the forms' texts. */
export function labelTranslationWork(items: readonly TranslationItem[]): TranslationWork[] {
  const labelOf: Record<TranslationKind, (field: string) => string> = {
    projects: fieldLabeller('projects', getAdminTranslator('ProjectForm')),
    products: fieldLabeller('products', getAdminTranslator('ProductForm')),
    testimonials: fieldLabeller('testimonials', getAdminTranslator('TestimonialForm')),
  };
  return items.map((item) => ({ ...item, missing: item.missing.map(labelOf[item.kind]), outdated: item.outdated.map(labelOf[item.kind]) }));
}
