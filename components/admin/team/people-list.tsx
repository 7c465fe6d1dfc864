'use client';

import { useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { useAdmin } from '@/components/admin/shell/admin-guard';
import { Pill } from '@/components/admin/lists/list-parts';
import { useConfirm } from '@/components/admin/ui/confirm-dialog';
import { secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { FormSection } from '@/components/admin/ui/form-section';
import { useAdminAction } from '@/components/admin/ui/use-admin-action';
import { ADMIN_HOME } from '@/lib/admin/return-path';
import { SESSION_KEY } from '@/lib/api/admin-keys';
import { changeRole, removeMember, type Role, type TeamMember } from '@/lib/api/admin-team';
import { ADMIN_ROLES } from '@/lib/auth/roles';

/** A person by their e-mail address, or their username where the first account has none. */
const nameOf = (person: TeamMember) => person.email ?? person.username;

/**
 * The team's people, each with their role (a menu), whether they sign in with two factors, when
 * they were last seen, and Remove after a question. Changing one's own role to editor, or removing
 * oneself, leaves this page: it is an owner's.
 */
export function PeopleList({ people, onChanged }: { people: TeamMember[]; onChanged: () => unknown }) {
  const t = useTranslations('AdminTeam');
  const format = useFormatter();
  const router = useRouter();
  const confirm = useConfirm();
  const { logout } = useAdmin();
  const { mutate } = useSWRConfig();
  const { busy, run } = useAdminAction(onChanged);

  async function setRole(person: TeamMember, role: Role) {
    const changed = await run(person.id, () => changeRole(person.id, role), {
      done: () => t('roleChanged', { email: nameOf(person), role }),
      failed: t('roleFailed'),
    });
    if (changed && person.you) {
      await mutate(SESSION_KEY);
      if (role !== 'owner') router.replace(ADMIN_HOME);
    }
  }

  async function remove(person: TeamMember) {
    const agreed = await confirm({
      title: t('removeQuestion', { email: nameOf(person) }),
      message: person.you ? t('removeSelfMessage') : t('removeMessage'),
      confirmLabel: t('remove'),
    });
    if (!agreed) return;
    const removed = await run(person.id, async () => (await removeMember(person.id), true), {
      done: () => t('removed', { email: nameOf(person) }),
      failed: t('removeFailed'),
    });
    if (removed && person.you) await logout();
  }

  return (
    <FormSection id="team-people" heading="h2" title={t('people')} lead={t('peopleLead')}>
      <ul className="-mx-5 -mb-5 divide-y divide-plum/10 border-t border-plum/10 sm:-mx-6 sm:-mb-6">
        {people.map((person) => (
          <li key={person.id} className="flex flex-wrap items-center gap-x-4 gap-y-3 px-5 py-4 sm:px-6">
            <div className="min-w-0 flex-1 basis-56">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-plum">
                <span className="min-w-0 break-all">{nameOf(person)}</span>
                {person.you && <Pill look="bg-blush text-rose-deep ring-rose-deep/20">{t('you')}</Pill>}
              </p>
              <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
                <span>{person.two_factor ? t('twoFactorOn') : t('twoFactorOff')}</span>
                <span>
                  {person.last_seen_at
                    ? t('lastSeen', { date: format.dateTime(new Date(person.last_seen_at), { dateStyle: 'medium' }) })
                    : t('neverSeen')}
                </span>
              </p>
            </div>
            <div className="flex items-center gap-2">
              <label className="sr-only" htmlFor={`role-${person.id}`}>
                {t('roleLabel', { email: nameOf(person) })}
              </label>
              <select
                id={`role-${person.id}`}
                value={person.role}
                disabled={busy === person.id}
                onChange={(event) => void setRole(person, event.target.value as Role)}
                className="min-h-11 rounded-full border border-plum/20 bg-white px-3 text-sm font-semibold text-plum disabled:opacity-60"
              >
                {ADMIN_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`roles.${role}`)}
                  </option>
                ))}
              </select>
              <button
                type="button"
                disabled={busy === person.id}
                onClick={() => void remove(person)}
                aria-label={t('removeLabel', { email: nameOf(person) })}
                className={`${secondaryButtonClass} min-h-11 hover:!border-red-700 hover:!text-red-700`}
              >
                {t('remove')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </FormSection>
  );
}
