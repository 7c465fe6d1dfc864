import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AdminGuard } from '@/components/admin/shell/admin-guard';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { AdminShell } from '@/components/admin/shell/admin-shell';
import { ServerRows } from '@/components/admin/shell/server-rows';
import { LAYOUT_NAMESPACES } from '@/lib/admin/namespaces';
import { ADMIN_HOME, loginPathFor } from '@/lib/admin/return-path';
import { SESSION_KEY } from '@/lib/api/admin-keys';
import { getSignedInAdmin } from '@/lib/auth/current-admin';
import { sessionView } from '@/lib/auth/session-view';

// Visitors without a session never receive the admin's pages. A layout does not know the path it
// wraps, so they return to the dashboard after signing in; the client guard knows the exact page.
// Each page gives its own client components their texts (AdminIntlProvider); this gives the
// guard and the shell theirs.
export default async function ProtectedAdminLayout({ children }: { children: ReactNode }) {
  const admin = await getSignedInAdmin();
  if (!admin) redirect(loginPathFor(ADMIN_HOME));
  // The session as the guard's check would answer it (role, two-factor duty), so the page arrives signed in, not "Verifying…".
  return (
    <AdminIntlProvider namespaces={LAYOUT_NAMESPACES}>
      <ServerRows rows={{ [SESSION_KEY]: sessionView(admin) }}>
        <AdminGuard>
          <AdminShell>{children}</AdminShell>
        </AdminGuard>
      </ServerRows>
    </AdminIntlProvider>
  );
}
