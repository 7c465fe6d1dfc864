import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { TeamSection } from '@/components/admin/team/team-section';
import { adminPageMetadata } from '@/lib/admin/locale';
import { TEAM_NAMESPACES } from '@/lib/admin/namespaces';
import { requireArea } from '@/lib/admin/require-area';

export const generateMetadata = () => adminPageMetadata('teamTitle');

/** Owners only: an editor who types the address is sent to the dashboard. The lists load in the browser. */
export default async function AdminTeamPage() {
  await requireArea('team');
  return (
    <AdminIntlProvider namespaces={TEAM_NAMESPACES}>
      <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
        <TeamSection />
      </main>
    </AdminIntlProvider>
  );
}
