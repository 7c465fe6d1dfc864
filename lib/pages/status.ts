import 'server-only';
import type { Localized } from '@/i18n/localized';
import type { TranslatedFields } from '@/lib/content/translation-status';
import type { Field, Shape } from '@/lib/forms/fields';
import { PAGES, type PageKey } from './registry';

// A page's translated texts by path, for translation status (lib/content/translation-status.ts):
// 'hero.title', 'packages.branding.features.logo.text' — list items by their id, so a reordered
// list keeps each text's status.

function collect(field: Field, value: unknown, path: string, into: TranslatedFields): void {
  switch (field.kind) {
    case 'text':
    case 'rich':
      into.push([path, value as Localized<string> | null]);
      return;
    case 'image':
      into.push([`${path}.alt`, (value as { alt: Localized<string> }).alt]);
      return;
    case 'group':
      collectShape(field.fields, value as Record<string, unknown>, path, into);
      return;
    case 'list':
      for (const item of value as ({ id: string } & Record<string, unknown>)[]) collectShape(field.item, item, `${path}.${item.id}`, into);
      return;
    default:
      return;
  }
}

function collectShape(shape: Shape, value: Record<string, unknown>, path: string, into: TranslatedFields): void {
  for (const [key, field] of Object.entries(shape)) collect(field, value?.[key], path ? `${path}.${key}` : key, into);
}

export function translatedFields(key: PageKey, content: unknown): TranslatedFields {
  const into: TranslatedFields = [];
  collectShape(PAGES[key].fields, content as Record<string, unknown>, '', into);
  return into;
}
