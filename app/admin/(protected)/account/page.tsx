import { AccountSection } from '@/components/admin/account/account-section';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { adminPageMetadata } from '@/lib/admin/locale';
import { ACCOUNT_NAMESPACES } from '@/lib/admin/namespaces';

export const generateMetadata = () => adminPageMetadata('accountTitle');

/** Everyone's own page (the layout already checked the session); it loads in the browser, as it changes under the person's hands. */
export default function AdminAccountPage() {
  return (
    <AdminIntlProvider namespaces={ACCOUNT_NAMESPACES}>
      <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
        <AccountSection />
      </main>
    </AdminIntlProvider>
  );
}
