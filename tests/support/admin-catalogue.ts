import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_SECTIONS, type AdminMessages } from '@/i18n/admin-catalogue';
import { routing, type Locale } from '@/i18n/routing';

/** The folder of a language's admin texts. */
export const adminTextsFolder = (locale: string) => path.join(process.cwd(), 'messages/admin', locale);

/** One section file of a language's admin texts (`shell.json`), read synchronously. */
export const adminSectionNow = (locale: string, file: string): unknown =>
  JSON.parse(readFileSync(path.join(adminTextsFolder(locale), file), 'utf8'));

/** The admin catalogue of a language, read synchronously for the component tests (the app reads it with import()). */
export function adminCatalogueNow(locale: Locale = routing.defaultLocale): AdminMessages {
  return Object.assign({}, ...ADMIN_SECTIONS.map((section) => adminSectionNow(locale, `${section}.json`))) as AdminMessages;
}
