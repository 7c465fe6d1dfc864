'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useConfirm } from '@/components/admin/ui/confirm-dialog';
import { secondaryButtonClass } from '@/components/admin/ui/field-styles';
import { FormSection } from '@/components/admin/ui/form-section';
import { useAdminAction } from '@/components/admin/ui/use-admin-action';
import { withdrawInvitation, type Invitation } from '@/lib/api/admin-team';

/** The invitations not yet taken up: to whom, as what, until when, and Withdraw (its link stops working). */
export function InvitationList({ invitations, onChanged }: { invitations: Invitation[]; onChanged: () => unknown }) {
  const t = useTranslations('AdminTeam');
  const format = useFormatter();
  const confirm = useConfirm();
  const { busy, run } = useAdminAction(onChanged);
  const day = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });

  async function withdraw(invitation: Invitation) {
    const agreed = await confirm({
      title: t('withdrawQuestion', { email: invitation.email }),
      message: t('withdrawMessage'),
      confirmLabel: t('withdraw'),
    });
    if (!agreed) return;
    await run(invitation.id, () => withdrawInvitation(invitation.id), {
      done: () => t('withdrawn', { email: invitation.email }),
      failed: t('withdrawFailed'),
    });
  }

  return (
    <FormSection id="team-invitations" heading="h2" title={t('invitations')}>
      {invitations.length === 0 ? (
        <p className="text-sm text-muted">{t('noInvitations')}</p>
      ) : (
        <ul className="-mx-5 -mb-5 divide-y divide-plum/10 border-t border-plum/10 sm:-mx-6 sm:-mb-6">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center gap-x-4 gap-y-3 px-5 py-4 sm:px-6">
              <div className="min-w-0 flex-1 basis-56">
                <p className="break-all font-semibold text-plum">{invitation.email}</p>
                <p className="mt-1 text-xs text-muted">
                  {t('invitedAs', {
                    role: t(`roles.${invitation.role}`),
                    created: day(invitation.created_at),
                    expires: day(invitation.expires_at),
                  })}
                </p>
              </div>
              <button
                type="button"
                disabled={busy === invitation.id}
                onClick={() => void withdraw(invitation)}
                aria-label={t('withdrawLabel', { email: invitation.email })}
                className={`${secondaryButtonClass} min-h-11`}
              >
                {t('withdraw')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </FormSection>
  );
}
