import { ResetRequestForm } from '@/components/admin/auth/reset-request-form';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { AuthFrame } from '@/components/admin/shell/auth-frame';
import { adminPageMetadata, getAdminLocale } from '@/lib/admin/locale';
import { getAdminTranslator } from '@/lib/admin/messages';
import { PASSWORD_RESET_NAMESPACES } from '@/lib/admin/namespaces';

export const generateMetadata = () => adminPageMetadata('resetTitle');

/** "Forgot password?": asks for a link by e-mail, without a session (proxy.ts lets it through). */
export default async function ResetPasswordPage() {
  const t = await getAdminTranslator('AdminPasswordReset', await getAdminLocale());
  return (
    // The provider wraps the frame too: its language menu is a client component that reads the locale.
    <AdminIntlProvider namespaces={PASSWORD_RESET_NAMESPACES}>
      <AuthFrame heading={t('heading')} lead={<p>{t('lead')}</p>}>
        <ResetRequestForm />
      </AuthFrame>
    </AdminIntlProvider>
  );
}
