import { getAdminLocale } from '@/lib/admin/locale';
import { getAdminTranslator } from '@/lib/admin/messages';
import { AuthFrame } from './auth-frame';
import { LoginForm } from './login-form';

/**
 * The admin's sign-in page, a card without the site's header or footer. A server component: its texts come from the admin
 * catalogue, not the public site's request config. `hint`: the default sign-in, shown only while it still works (never in production).
 */
export async function LoginScreen({ next, hint }: { next: string | null; hint: { username: string; password: string } | null }) {
  const t = await getAdminTranslator('AdminLogin', await getAdminLocale());
  return (
    <AuthFrame heading={t('heading')} lead={<p>{t('lead')}</p>}>
      <LoginForm next={next} />
      {hint && (
        <aside
          aria-labelledby="credentials-hint-title"
          className="mt-6 rounded-2xl border border-gold/40 bg-cream px-4 py-3 text-sm text-ink"
        >
          <h2 id="credentials-hint-title" className="font-sans text-sm font-semibold text-plum">
            {t('hintTitle')}
          </h2>
          <p className="mt-1 font-mono text-[13px]">{t('hintUsername', { username: hint.username })}</p>
          <p className="font-mono text-[13px]">{t('hintPassword', { password: hint.password })}</p>
          <p className="mt-1 text-xs text-muted">{t('hintNote')}</p>
        </aside>
      )}
    </AuthFrame>
  );
}
