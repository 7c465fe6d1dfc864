import { AuditSection } from '@/components/admin/audit/audit-section';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { adminPageMetadata } from '@/lib/admin/locale';
import { AUDIT_NAMESPACES } from '@/lib/admin/namespaces';
import { requireArea } from '@/lib/admin/require-area';

export const generateMetadata = () => adminPageMetadata('auditTitle');

/** Owners only: an editor who types the address is sent to the dashboard. The entries load in the browser, page by page. */
export default async function AdminAuditPage() {
  await requireArea('audit');
  return (
    <AdminIntlProvider namespaces={AUDIT_NAMESPACES}>
      <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
        <AuditSection />
      </main>
    </AdminIntlProvider>
  );
}
