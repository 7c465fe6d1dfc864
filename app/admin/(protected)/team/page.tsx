import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { ServerRows } from '@/components/admin/shell/server-rows';
import { TeamSection } from '@/components/admin/team/team-section';
import { adminPageMetadata } from '@/lib/admin/locale';
import { TEAM_NAMESPACES } from '@/lib/admin/namespaces';
import { requireArea } from '@/lib/admin/require-area';
import { serverRowsByKey } from '@/lib/admin/server-rows';
import { SECURITY_SETTINGS_KEY, TEAM_KEY } from '@/lib/api/admin-keys';
import { readSecuritySettings, securitySettingsView } from '@/lib/auth/security-settings';
import { listTeam } from '@/lib/auth/team';

export const generateMetadata = () => adminPageMetadata('teamTitle');

/** Owners only: an editor who types the address is sent to the dashboard. The people and the settings come with the page. */
export default async function AdminTeamPage() {
  await requireArea('team');
  const rows = await serverRowsByKey({
    [TEAM_KEY]: (admin) => listTeam(admin.id),
    [SECURITY_SETTINGS_KEY]: async () => securitySettingsView(await readSecuritySettings()),
  });
  return (
    <AdminIntlProvider namespaces={TEAM_NAMESPACES}>
      <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
        <ServerRows rows={rows}>
          <TeamSection />
        </ServerRows>
      </main>
    </AdminIntlProvider>
  );
}
