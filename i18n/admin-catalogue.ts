import type bookings from '../messages/admin/en/bookings.json';
import type dashboard from '../messages/admin/en/dashboard.json';
import type discounts from '../messages/admin/en/discounts.json';
import type editing from '../messages/admin/en/editing.json';
import type editor from '../messages/admin/en/editor.json';
import type form from '../messages/admin/en/form.json';
import type mails from '../messages/admin/en/mails.json';
import type inbox from '../messages/admin/en/messages.json';
import type journal from '../messages/admin/en/journal.json';
import type orders from '../messages/admin/en/orders.json';
import type pageFields from '../messages/admin/en/page-fields.json';
import type pages from '../messages/admin/en/pages.json';
import type products from '../messages/admin/en/products.json';
import type projects from '../messages/admin/en/projects.json';
import type refusals from '../messages/admin/en/refusals.json';
import type settings from '../messages/admin/en/settings.json';
import type shell from '../messages/admin/en/shell.json';
import type system from '../messages/admin/en/system.json';
import type team from '../messages/admin/en/team.json';
import type testimonials from '../messages/admin/en/testimonials.json';
import type translations from '../messages/admin/en/translations.json';
import type uploads from '../messages/admin/en/uploads.json';
import type { Locale } from './routing';

// The admin's texts: one file per section and language, messages/admin/<language>/<section>.json.
// A language is its folder, found by its code; the default language's files give the types, and
// tests/unit/admin-catalogue.test.ts holds every other folder to their keys and arguments.

export const ADMIN_SECTIONS = [
  'shell',
  'dashboard',
  'projects',
  'journal',
  'products',
  'testimonials',
  'pages',
  'page-fields',
  'translations',
  'messages',
  'orders',
  'bookings',
  'discounts',
  'settings',
  'team',
  'uploads',
  'editor',
  'form',
  'editing',
  'refusals',
  'mails',
  'system',
] as const;

export type AdminMessages = typeof shell &
  typeof dashboard &
  typeof projects &
  typeof journal &
  typeof products &
  typeof testimonials &
  typeof pages &
  typeof pageFields &
  typeof translations &
  typeof inbox &
  typeof orders &
  typeof bookings &
  typeof discounts &
  typeof settings &
  typeof team &
  typeof uploads &
  typeof editor &
  typeof form &
  typeof editing &
  typeof refusals &
  typeof mails &
  typeof system;

const loaded = new Map<Locale, Promise<AdminMessages>>();

async function load(locale: Locale): Promise<AdminMessages> {
  const parts = await Promise.all(
    ADMIN_SECTIONS.map(async (section) => (await import(`../messages/admin/${locale}/${section}.json`)).default as object),
  );
  return Object.assign({}, ...parts) as AdminMessages;
}

/** The whole admin catalogue of a language, read once per process. */
export function adminCatalogue(locale: Locale): Promise<AdminMessages> {
  let catalogue = loaded.get(locale);
  if (!catalogue) {
    catalogue = load(locale);
    // A failed read is tried again at the next request, not kept.
    catalogue.catch(() => loaded.delete(locale));
    loaded.set(locale, catalogue);
  }
  return catalogue;
}
