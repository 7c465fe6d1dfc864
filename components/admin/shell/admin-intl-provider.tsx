import type { ReactNode } from 'react';
import { routing } from '@/i18n/routing';
import { pickAdminMessages, type AdminNamespace } from '@/lib/admin/messages';
import { AdminIntlClient } from './admin-intl-client';

interface AdminIntlProviderProps {
  namespaces: readonly AdminNamespace[];
  children: ReactNode;
}

/** Gives the client components below it the named parts of the admin catalogue, in English. */
export function AdminIntlProvider({ namespaces, children }: AdminIntlProviderProps) {
  return (
    // Locale, time zone and formats are given explicitly, so nothing falls back to the public
    // site's locale config.
    <AdminIntlClient locale={routing.defaultLocale} messages={pickAdminMessages(namespaces)} timeZone="UTC" formats={{}}>
      {children}
    </AdminIntlClient>
  );
}
