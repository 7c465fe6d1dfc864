import type { ReactNode } from 'react';
import { adminCatalogue } from '@/i18n/admin-catalogue';
import { getAdminLocale } from '@/lib/admin/locale';
import { pickAdminMessages, type AdminNamespace } from '@/lib/admin/messages';
import { AdminIntlClient } from './admin-intl-client';

/** Gives the client components below it the named parts of the admin catalogue, in the admin's language. */
export async function AdminIntlProvider({ namespaces, children }: { namespaces: readonly AdminNamespace[]; children: ReactNode }) {
  const locale = await getAdminLocale();
  const messages = pickAdminMessages(await adminCatalogue(locale), namespaces);
  return (
    // Locale, time zone and formats are given explicitly, so nothing falls back to the public site's locale config.
    <AdminIntlClient locale={locale} messages={messages} timeZone="UTC" formats={{}}>
      {children}
    </AdminIntlClient>
  );
}
