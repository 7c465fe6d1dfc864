import { createTranslator } from 'next-intl';
import { adminCatalogue, type AdminMessages } from '@/i18n/admin-catalogue';
import { onIntlError } from '@/i18n/missing-message';
import type { Locale } from '@/i18n/routing';

// The admin's texts in the language of the person using it (lib/admin/locale.ts finds it on the
// server; i18n/admin-catalogue.ts reads the files).

export type { AdminMessages };
export type AdminNamespace = keyof AdminMessages;

export async function getAdminTranslator<Namespace extends AdminNamespace>(namespace: Namespace, locale: Locale) {
  return createTranslator({ locale, messages: await adminCatalogue(locale), namespace, onError: onIntlError });
}

/** A client subtree's part of the catalogue: the sign-in page must not ship the dashboard's texts. */
export function pickAdminMessages(catalogue: AdminMessages, namespaces: readonly AdminNamespace[]): Partial<AdminMessages> {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, catalogue[namespace]]));
}
