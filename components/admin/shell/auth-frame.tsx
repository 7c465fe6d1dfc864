import Link from 'next/link';
import type { ReactNode } from 'react';
import { Logo } from '@/components/layout/logo';
import { ArrowIcon } from '@/components/ui/arrow-icon';
import { getAdminLocale } from '@/lib/admin/locale';
import { getAdminTranslator } from '@/lib/admin/messages';
import { AdminLanguageMenu } from './admin-language-menu';

/**
 * The look of the admin's pages without a session (sign in, a new password, an invitation): the
 * studio's mark over one white card with the page's h1 and lead, the language menu and the way
 * back to the website under it. A server component: its texts come from the admin catalogue.
 */
export async function AuthFrame({ heading, lead, children }: { heading: string; lead?: ReactNode; children: ReactNode }) {
  const locale = await getAdminLocale();
  const [tLogin, tShell] = await Promise.all([getAdminTranslator('AdminLogin', locale), getAdminTranslator('AdminShell', locale)]);
  return (
    <main className="grid min-h-dvh place-items-center bg-[radial-gradient(44rem_28rem_at_50%_0%,var(--color-blush),transparent_70%)] px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-8 flex flex-col items-center gap-2 text-center">
          <Logo name={tShell('studioName')} />
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-rose-deep">{tShell('area')}</p>
        </div>
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-plum/5 sm:p-10">
          <h1 className="break-words text-3xl">{heading}</h1>
          {lead && <div className="mb-8 mt-2 text-sm leading-relaxed text-muted">{lead}</div>}
          {children}
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
            {tLogin('backToWebsite')}
          </Link>
        </p>
      </div>
    </main>
  );
}
