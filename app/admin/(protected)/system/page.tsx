import { SystemSection } from '@/components/admin/system/system-section';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { adminPageMetadata } from '@/lib/admin/locale';
import { SYSTEM_NAMESPACES } from '@/lib/admin/namespaces';
import { requireArea } from '@/lib/admin/require-area';

export const generateMetadata = () => adminPageMetadata('systemTitle');

/** Owners only: an editor who types the address is sent to the dashboard. The figures load in the browser. */
export default async function AdminSystemPage() {
  await requireArea('system');
  return (
    <AdminIntlProvider namespaces={SYSTEM_NAMESPACES}>
      <SystemSection />
    </AdminIntlProvider>
  );
}
