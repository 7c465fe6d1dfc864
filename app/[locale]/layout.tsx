import type { Metadata } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { sans, serif } from '@/app/fonts';
import { CursorDot } from '@/components/layout/cursor-dot';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { routing } from '@/i18n/routing';
import { getEnv } from '@/lib/env';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

// Client components get their texts as props from server parents; only these namespaces are
// used through next-intl hooks in the browser, so only they are shipped.
const CLIENT_NAMESPACES = ['Error'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(getEnv().SITE_URL),
    title: { default: t('title'), template: t('titleTemplate') },
    description: t('description'),
    keywords: t('keywords'),
  };
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [messages, t] = await Promise.all([getMessages(), getTranslations('Common')]);
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]));

  return (
    <html lang={locale} className={`${sans.variable} ${serif.variable}`}>
      <body className="flex min-h-dvh flex-col">
        <NextIntlClientProvider messages={clientMessages}>
          <a href="#main" className="sr-only z-50 rounded bg-plum px-4 py-2 text-cream focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
            {t('skipToContent')}
          </a>
          <SiteHeader />
          <main id="main" className="flex-1 pt-20">
            {children}
          </main>
          <SiteFooter />
          <CursorDot />
          <ScrollToTop />
          <Toaster position="top-right" />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
