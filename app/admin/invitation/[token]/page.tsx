import { InvitationForm } from '@/components/admin/auth/invitation-form';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { AuthFrame } from '@/components/admin/shell/auth-frame';
import { adminPageMetadata, getAdminLocale } from '@/lib/admin/locale';
import { getAdminTranslator } from '@/lib/admin/messages';
import { INVITATION_NAMESPACES } from '@/lib/admin/namespaces';

export const generateMetadata = () => adminPageMetadata('invitationTitle');

/** The link from an invitation: who is invited and a password to choose, without a session. */
export default async function InvitationPage({ params }: PageProps<'/admin/invitation/[token]'>) {
  const { token } = await params;
  const t = await getAdminTranslator('AdminInvitation', await getAdminLocale());
  return (
    <AuthFrame heading={t('heading')}>
      <AdminIntlProvider namespaces={INVITATION_NAMESPACES}>
        <InvitationForm token={token} />
      </AdminIntlProvider>
    </AuthFrame>
  );
}
