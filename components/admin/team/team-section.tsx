'use client';

import { useTranslations } from 'next-intl';
import { useAdminData } from '@/components/admin/shell/use-admin-data';
import { AdminPageHeader } from '@/components/admin/ui/admin-page-header';
import { Loaded } from '@/components/admin/ui/loaded';
import { TEAM_KEY } from '@/lib/api/admin-keys';
import { fetchTeam } from '@/lib/api/admin-team';
import { InvitationList } from './invitation-list';
import { InviteForm } from './invite-form';
import { PeopleList } from './people-list';
import { SecurityForm } from './security-form';

/**
 * /admin/team (owners): the people and their roles, the open invitations, a new invitation with
 * its link to copy, and the security rules for every sign-in (docs/admin.md#team).
 */
export function TeamSection() {
  const t = useTranslations('AdminTeam');
  const team = useAdminData(TEAM_KEY, fetchTeam, 'the team');
  const reload = () => team.mutate();
  return (
    <section aria-labelledby="team-heading">
      <AdminPageHeader headingId="team-heading" title={t('title')} lead={t('lead')} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-6">
          <Loaded state={team} namespace="AdminTeam">
            {({ users, invitations }) => (
              <>
                <PeopleList people={users} onChanged={reload} />
                <InvitationList invitations={invitations} onChanged={reload} />
              </>
            )}
          </Loaded>
        </div>
        <div className="min-w-0 space-y-6">
          <InviteForm onInvited={reload} />
          <SecurityForm />
        </div>
      </div>
    </section>
  );
}
