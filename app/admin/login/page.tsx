import { redirect } from 'next/navigation';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { LoginScreen } from '@/components/admin/shell/login-screen';
import { safeReturnPath } from '@/lib/admin/return-path';
import { getSignedInAdmin } from '@/lib/auth/current-admin';
import { getDefaultCredentialsHint } from '@/lib/auth/default-credentials';
import { adminPageMetadata } from '@/lib/admin/locale';

type Props = PageProps<'/admin/login'>;

export const generateMetadata = () => adminPageMetadata('loginTitle');

export default async function AdminLoginPage({ searchParams }: Props) {
  const { next } = await searchParams;
  const nextPath = typeof next === 'string' ? next : null;
  // Someone already signed in has nothing to do here.
  if (await getSignedInAdmin()) redirect(safeReturnPath(nextPath));
  return (
    <AdminIntlProvider namespaces={['AdminLogin']}>
      <LoginScreen next={nextPath} hint={await getDefaultCredentialsHint()} />
    </AdminIntlProvider>
  );
}
