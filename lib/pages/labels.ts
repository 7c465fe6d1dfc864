import { routing } from '@/i18n/routing';
import { PAGE_CURRENCIES, type Field, type Shape } from '@/lib/forms/fields';
import { PAGES, type PageKey } from './registry';

// A page's words in the admin are the admin's messages (messages/admin/<lang>/page-fields.json),
// not its description, so the page editor, its problems, its translation status and the dashboard
// speak the admin's language. The namespace `PageFields` holds, per page key:
//   <page>.title                              the page's name ("Services")
//   <page>.fields.<name>.label                a field's label ("Packages")
//   <page>.fields.<name>.help                 its help line, where it has one
//   <page>.fields.<name>.item                 a list's item ("Service": "Service 3", "Add service")
//   <page>.fields.<name>.fields.<name>…       a group's or a list item's own fields, nested alike
// A group a shared builder makes (`seo()`) names its entry instead: shared.<name>, nested alike.
// Child fields sit under `fields` so a field called `label` or `help` never meets its parent's
// texts; keys hold no dots, which next-intl reads as nesting.

/** next-intl's translator of the `PageFields` namespace, in the browser (useTranslations) or on the server. */
export interface PageTexts {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

/** A help line may name the placeholders a text uses ("{year} and {studio}…"): they are shown as written. */
const PLACEHOLDERS = { year: '{year}', studio: '{studio}' };

/**
 * The message key of the field at a form path ('packages.branding.features.logo.text' →
 * 'services.fields.packages.fields.features.fields.text'): list item ids are skipped by walking
 * the description. Undefined for a path the description does not have.
 */
export function pageFieldKey(pageKey: PageKey, path: string): { key: string; field: Field } | undefined {
  const parts = path.split('.');
  let key: string = pageKey;
  let shape: Shape | undefined = PAGES[pageKey].fields;
  let found: Field | undefined;
  for (let index = 0; index < parts.length; index++) {
    const field: Field | undefined = shape?.[parts[index]!];
    if (!field) return undefined;
    key = field.kind === 'group' && field.shared ? `shared.${field.shared}` : `${key}.fields.${parts[index]}`;
    found = field;
    if (field.kind === 'group') shape = field.fields;
    else if (field.kind === 'list') {
      // The item's id: the item itself is named by its list's item name.
      if (index + 1 < parts.length) index++;
      shape = field.item;
    } else shape = undefined;
  }
  return found && { key, field: found };
}

/** The page's name in the admin's language ("Tjenester"). */
export const pageTitle = (texts: PageTexts, pageKey: PageKey) => texts(`${pageKey}.title`);

/** A field's label; its path's last name when the messages lack it (a field added without its texts). */
export function pageLabel(texts: PageTexts, pageKey: PageKey, path: string): string {
  const entry = pageFieldKey(pageKey, path);
  return entry && texts.has(`${entry.key}.label`) ? texts(`${entry.key}.label`) : path.split('.').pop()!;
}

export function pageHelp(texts: PageTexts, pageKey: PageKey, path: string): string | undefined {
  const entry = pageFieldKey(pageKey, path);
  return entry && texts.has(`${entry.key}.help`) ? texts(`${entry.key}.help`, PLACEHOLDERS) : undefined;
}

/** What one item of the list at `path` is called ("Feature"). */
export function pageItem(texts: PageTexts, pageKey: PageKey, path: string): string {
  const entry = pageFieldKey(pageKey, path);
  return entry?.field.kind === 'list' && texts.has(`${entry.key}.item`) ? texts(`${entry.key}.item`) : pageLabel(texts, pageKey, path);
}

/**
 * A translated text's path ('packages.branding.features.logo.text') as the form names it:
 * "Packages › branding › Features › logo". List items are named by their id.
 */
export function pageFieldLabel(texts: PageTexts, pageKey: PageKey, path: string): string {
  const parts = path.split('.');
  const names: string[] = [];
  let shape: Shape | undefined = PAGES[pageKey].fields;
  for (let index = 0; index < parts.length && shape; index++) {
    const field: Field | undefined = shape[parts[index]!];
    if (!field) return path;
    names.push(pageLabel(texts, pageKey, parts.slice(0, index + 1).join('.')));
    if (field.kind === 'group') shape = field.fields;
    else if (field.kind === 'list') {
      const id = parts[++index];
      if (id) names.push(id);
      shape = field.item;
    } else shape = undefined;
  }
  return names.join(' › ');
}

/**
 * "Packages › branding › Title (Norwegian)": where a problem is, for the list above the Save button;
 * `altText` names a picture's alt text and `languageName` a language, both in the admin's language.
 */
export function problemLabel(
  texts: PageTexts,
  pageKey: PageKey,
  key: string,
  { altText, languageName }: { altText: string; languageName: (locale: string) => string },
): string {
  const parts = key.split('.');
  const last = parts[parts.length - 1]!;
  const label = (path: string) => pageFieldLabel(texts, pageKey, path);
  // A price's key ends in its currency.
  if (parts.length > 1 && PAGE_CURRENCIES.includes(last)) return `${label(parts.slice(0, -1).join('.'))} (${last.toUpperCase()})`;
  // A translation's key ends in its language.
  const locale = parts.length > 1 && (routing.locales as readonly string[]).includes(last) ? last : undefined;
  const field = locale ? parts.slice(0, -1).join('.') : key;
  const alt = field.endsWith('.alt');
  const named = `${label(alt ? field.slice(0, -'.alt'.length) : field)}${alt ? ` › ${altText}` : ''}`;
  return locale ? `${named} (${languageName(locale)})` : named;
}
