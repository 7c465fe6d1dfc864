import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AdminGuard } from '@/components/admin/admin-guard';
import { AdminIntlProvider } from '@/components/admin/admin-intl-provider';
import { ADMIN_HOME, loginPathFor } from '@/lib/admin/return-path';
import { getSignedInAdmin } from '@/lib/auth/current-admin';

const DASHBOARD_NAMESPACES = ['AdminShell', 'AdminGuard', 'AdminDashboard', 'ProjectForm', 'ImageUpload', 'RichTextEditor'] as const;

// Visitors without a session never receive the admin's pages. A layout does not know the path it
// wraps, so they return to the dashboard after signing in; the client guard knows the exact page.
export default async function ProtectedAdminLayout({ children }: { children: ReactNode }) {
  if (!(await getSignedInAdmin())) redirect(loginPathFor(ADMIN_HOME));
  return (
    <AdminIntlProvider namespaces={DASHBOARD_NAMESPACES}>
      <AdminGuard>{children}</AdminGuard>
    </AdminIntlProvider>
  );
}
