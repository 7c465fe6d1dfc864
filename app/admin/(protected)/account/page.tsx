import { AccountSection } from '@/components/admin/account/account-section';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { ServerRows } from '@/components/admin/shell/server-rows';
import { adminPageMetadata } from '@/lib/admin/locale';
import { ACCOUNT_NAMESPACES } from '@/lib/admin/namespaces';
import { serverRowsByKey } from '@/lib/admin/server-rows';
import { ACCOUNT_KEY, ALL_SESSIONS_KEY, SESSIONS_KEY } from '@/lib/api/admin-keys';
import { readAccount } from '@/lib/auth/account';
import { canOpen } from '@/lib/auth/roles';
import { listSessions } from '@/lib/auth/session-list';

export const generateMetadata = () => adminPageMetadata('accountTitle');

/** Everyone's own page (the layout already checked the session): the account and the sessions come with the page. */
export default async function AdminAccountPage() {
  const rows = await serverRowsByKey({
    [ACCOUNT_KEY]: readAccount,
    [SESSIONS_KEY]: (admin) => listSessions(admin, false),
    [ALL_SESSIONS_KEY]: async (admin) => (canOpen(admin.role, 'team') ? listSessions(admin, true) : undefined),
  });
  return (
    <AdminIntlProvider namespaces={ACCOUNT_NAMESPACES}>
      <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
        <ServerRows rows={rows}>
          <AccountSection />
        </ServerRows>
      </main>
    </AdminIntlProvider>
  );
}
