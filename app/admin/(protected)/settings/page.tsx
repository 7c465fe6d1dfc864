import { SettingsSection } from '@/components/admin/settings/settings-section';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { ServerRows } from '@/components/admin/shell/server-rows';
import { languageName } from '@/i18n/language-names';
import { catalogueTranslator } from '@/i18n/catalogues';
import { routing } from '@/i18n/routing';
import { requireArea } from '@/lib/admin/require-area';
import { adminPageMetadata, getAdminLocale } from '@/lib/admin/locale';
import { SETTINGS_NAMESPACES } from '@/lib/admin/namespaces';
import { serverRows } from '@/lib/admin/server-rows';
import { SELLER_SETTINGS_KEY } from '@/lib/api/admin-keys';
import { getDb } from '@/lib/db/client';
import { readSellerSettings } from '@/lib/shop/seller/settings';

export const generateMetadata = () => adminPageMetadata('settingsTitle');

export default async function AdminSettingsPage() {
  // Owners only (lib/auth/roles.ts): an editor is sent to the dashboard before anything is read.
  await requireArea('settings');
  // The preview prints the seller as each language's receipts do: with the public Seller message.
  const adminLocale = await getAdminLocale();
  const previews = routing.locales.map((locale) => ({
    locale,
    language: languageName(locale, adminLocale),
    organisationNumber: catalogueTranslator(locale, 'Seller').raw('organisationNumber') as string,
  }));
  return (
    <AdminIntlProvider namespaces={SETTINGS_NAMESPACES}>
      <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
        <ServerRows rows={await serverRows(SELLER_SETTINGS_KEY, async () => readSellerSettings(await getDb()))}>
          <SettingsSection previews={previews} />
        </ServerRows>
      </main>
    </AdminIntlProvider>
  );
}
