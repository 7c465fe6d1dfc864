import { ResetPasswordForm } from '@/components/admin/auth/reset-password-form';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { AuthFrame } from '@/components/admin/shell/auth-frame';
import { adminPageMetadata, getAdminLocale } from '@/lib/admin/locale';
import { getAdminTranslator } from '@/lib/admin/messages';
import { PASSWORD_RESET_NAMESPACES } from '@/lib/admin/namespaces';

export const generateMetadata = () => adminPageMetadata('resetTitle');

/** The link from the reset e-mail: a new password, without a session. The form checks the link itself. */
export default async function ChooseNewPasswordPage({ params }: PageProps<'/admin/reset-password/[token]'>) {
  const { token } = await params;
  const t = await getAdminTranslator('AdminPasswordReset', await getAdminLocale());
  return (
    // The provider wraps the frame too: its language menu is a client component that reads the locale.
    <AdminIntlProvider namespaces={PASSWORD_RESET_NAMESPACES}>
      <AuthFrame heading={t('chooseHeading')}>
        <ResetPasswordForm token={token} />
      </AuthFrame>
    </AdminIntlProvider>
  );
}
