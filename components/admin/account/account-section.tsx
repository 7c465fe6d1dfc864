'use client';

import { useTranslations } from 'next-intl';
import { useAdmin } from '@/components/admin/shell/admin-guard';
import { useAdminData } from '@/components/admin/shell/use-admin-data';
import { AdminPageHeader } from '@/components/admin/ui/admin-page-header';
import { Loaded } from '@/components/admin/ui/loaded';
import { useSWRConfig } from 'swr';
import { ACCOUNT_KEY, SESSION_KEY } from '@/lib/api/admin-keys';
import { fetchAccount } from '@/lib/api/admin-account';
import { canOpen } from '@/lib/auth/roles';
import { LanguageForm } from './language-form';
import { PasskeysCard } from './passkeys-card';
import { PasswordForm } from './password-form';
import { SessionsList } from './sessions-list';
import { TwoFactorCard } from './two-factor-card';

/**
 * /admin/account (everyone): the person's language, password, two-factor sign-in, passkeys and sessions;
 * an owner also sees everyone's sessions. Someone the studio requires to set up two-factor
 * sign-in is sent here first, and told why.
 */
export function AccountSection() {
  const t = useTranslations('AdminAccount');
  const { username, role, mustSetUpTwoFactor } = useAdmin();
  const account = useAdminData(ACCOUNT_KEY, fetchAccount, 'the account');
  const { mutate } = useSWRConfig();
  return (
    <section aria-labelledby="account-heading">
      <AdminPageHeader headingId="account-heading" title={t('title')} lead={t('lead', { username, role })} />
      {mustSetUpTwoFactor && (
        <p role="alert" className="mb-6 rounded-2xl border border-amber-700/25 bg-amber-50 px-5 py-4 text-sm font-medium text-amber-900">
          {t('setupRequired')}
        </p>
      )}
      <Loaded state={account} namespace="AdminAccount">
        {(data) => (
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
            <div className="min-w-0 space-y-6">
              <TwoFactorCard account={data} onChanged={() => account.mutate()} />
              <PasskeysCard account={data} onChanged={() => Promise.all([account.mutate(), mutate(SESSION_KEY)])} />
              <SessionsList all={false} />
            </div>
            <div className="min-w-0 space-y-6">
              <PasswordForm username={data.username} />
              <LanguageForm saved={data.locale} />
            </div>
            {canOpen(role, 'team') && (
              <div className="min-w-0 lg:col-span-2">
                <SessionsList all />
              </div>
            )}
          </div>
        )}
      </Loaded>
    </section>
  );
}
