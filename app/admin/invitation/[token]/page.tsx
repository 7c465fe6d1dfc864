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
    // The provider wraps the frame too: its language menu is a client component that reads the locale.
    <AdminIntlProvider namespaces={INVITATION_NAMESPACES}>
      <AuthFrame heading={t('heading')}>
        <InvitationForm token={token} />
      </AuthFrame>
    </AdminIntlProvider>
  );
}
