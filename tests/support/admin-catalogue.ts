import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_SECTIONS, type AdminMessages } from '@/i18n/admin-catalogue';
import { routing, type Locale } from '@/i18n/routing';

/** The admin catalogue of a language, read synchronously for the component tests (the app reads it with import()). */
export function adminCatalogueNow(locale: Locale = routing.defaultLocale): AdminMessages {
  const parts = ADMIN_SECTIONS.map((section) =>
    JSON.parse(readFileSync(path.join(process.cwd(), 'messages/admin', locale, `${section}.json`), 'utf8')),
  );
  return Object.assign({}, ...parts) as AdminMessages;
}
