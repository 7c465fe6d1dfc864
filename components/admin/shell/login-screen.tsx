import Link from 'next/link';
import { Logo } from '@/components/layout/logo';
import { ArrowIcon } from '@/components/ui/arrow-icon';
import { getAdminLocale } from '@/lib/admin/locale';
import { getAdminTranslator } from '@/lib/admin/messages';
import { AdminLanguageMenu } from './admin-language-menu';
import { LoginForm } from './login-form';

/**
 * The admin's sign-in page, a card without the site's header or footer. A server component: its texts come from the admin
 * catalogue, not the public site's request config. `hint`: the default sign-in, shown only while it still works (never in production).
 */
export async function LoginScreen({ next, hint }: { next: string | null; hint: { username: string; password: string } | null }) {
  const locale = await getAdminLocale();
  const [t, tShell] = await Promise.all([getAdminTranslator('AdminLogin', locale), getAdminTranslator('AdminShell', locale)]);
  return (
    <main className="grid min-h-dvh place-items-center bg-[radial-gradient(44rem_28rem_at_50%_0%,var(--color-blush),transparent_70%)] px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-8 flex flex-col items-center gap-2 text-center">
          <Logo name={tShell('studioName')} />
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-rose-deep">{tShell('area')}</p>
        </div>
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-plum/5 sm:p-10">
          <h1 className="text-3xl">{t('heading')}</h1>
          <p className="mb-8 mt-2 text-sm leading-relaxed text-muted">{t('lead')}</p>
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
        </div>
        <div className="mt-6 flex justify-center">
          <AdminLanguageMenu label={tShell('languageLabel')} />
        </div>
        <p className="mt-4 text-center">
          <Link
            href="/"
            className="inline-flex min-h-6 items-center gap-1.5 text-sm font-semibold text-plum underline-offset-4 hover:text-rose-deep hover:underline"
          >
            <ArrowIcon direction="left" />
            {t('backToWebsite')}
          </Link>
        </p>
      </div>
    </main>
  );
}
