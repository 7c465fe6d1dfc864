import { languageName } from '@/i18n/language-names';
import { routing } from '@/i18n/routing';
import { labelOf, PAGE_CURRENCIES, type Field, type Shape } from '@/lib/forms/fields';
import { PAGES, type PageKey } from './registry';

/**
 * A translated text's path ('packages.branding.features.logo.text') as the form names it:
 * "Packages › branding › Features › logo". List items are named by their id.
 */
export function pageFieldLabel(key: PageKey, path: string): string {
  const parts = path.split('.');
  const names: string[] = [];
  let shape: Shape | undefined = PAGES[key].fields;
  for (let index = 0; index < parts.length && shape; index++) {
    const field: Field | undefined = shape[parts[index]!];
    if (!field) return path;
    names.push(labelOf(parts[index]!, field));
    if (field.kind === 'group') shape = field.fields;
    else if (field.kind === 'list') {
      const id = parts[++index];
      if (id) names.push(id);
      shape = field.item;
    } else shape = undefined;
  }
  return names.join(' › ');
}

/** "Packages › branding › Title (Norwegian)": where a problem is, for the list above the Save button; `altText` names a picture's alt text. */
export function problemLabel(pageKey: PageKey, key: string, altText: string): string {
  const parts = key.split('.');
  const last = parts[parts.length - 1]!;
  // A translation's key ends in its language.
  const locale = parts.length > 1 && (routing.locales as readonly string[]).includes(last) ? last : undefined;
  // A price's key ends in its currency.
  if (parts.length > 1 && PAGE_CURRENCIES.includes(last))
    return `${pageFieldLabel(pageKey, parts.slice(0, -1).join('.'))} (${last.toUpperCase()})`;
  const field = locale ? parts.slice(0, -1).join('.') : key;
  const alt = field.endsWith('.alt');
  const label = `${pageFieldLabel(pageKey, alt ? field.slice(0, -'.alt'.length) : field)}${alt ? ` › ${altText}` : ''}`;
  return locale ? `${label} (${languageName(locale)})` : label;
}
