import 'server-only';
import type { RecordKind, TranslationItem } from '@/lib/content/translations';
import { pageFieldLabel } from '@/lib/pages/labels';
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
export function labelTranslationWork(items: readonly TranslationItem[]): TranslationWork[] {
  const labelOf: Record<RecordKind, (field: string) => string> = {
    projects: fieldLabeller('projects', getAdminTranslator('ProjectForm')),
    products: fieldLabeller('products', getAdminTranslator('ProductForm')),
    testimonials: fieldLabeller('testimonials', getAdminTranslator('TestimonialForm')),
  };
  return items.map((item) => {
    const label = item.kind === 'pages' ? (field: string) => pageFieldLabel(item.id as PageKey, field) : labelOf[item.kind];
    return { ...item, missing: item.missing.map(label), outdated: item.outdated.map(label) };
  });
}
