import type { Metadata } from 'next';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { inter, playfair, playfairItalic } from '@/app/fonts';
import { Analytics } from '@/components/analytics/analytics';
import { CursorDot } from '@/components/layout/cursor-dot';
import { ErrorTextsProvider, type ErrorTexts } from '@/components/layout/error-texts';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ToastArea } from '@/components/layout/toast-area';
import { JsonLdScript } from '@/components/seo/json-ld';
import { asLocale } from '@/i18n/locale';
import { LOCALE_TAGS } from '@/i18n/locales';
import { getPageContent } from '@/lib/content/pages';
import { getEnv } from '@/lib/env';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import { STUDIO_NAME } from '@/lib/site';

type Props = LayoutProps<'/[locale]'>;

// Every route sets its own metadata; these defaults are what a not-found view shows (it cannot
// have metadata of its own), so a 404 is titled 'Page not found | Nordlys Studio', not the home page.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return {
    metadataBase: new URL(getEnv().SITE_URL),
    title: { default: `${t('metaTitle')} | ${STUDIO_NAME}`, template: `%s | ${STUDIO_NAME}` },
    description: t('metaDescription'),
  };
}

export default async function LocaleLayout({ children, params }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const [messages, t, home, contact, footer, tLayout] = await Promise.all([
    getMessages(),
    getTranslations('Common'),
    getPageContent('home', locale),
    getPageContent('contact', locale),
    getPageContent('footer', locale),
    getTranslations('Layout'),
  ]);
  // Client components get their texts as props from server parents; only the error views, which
  // Next requires to be client components, read theirs from a context.
  const errorTexts = messages.Error as ErrorTexts;

  return (
    <html lang={LOCALE_TAGS[locale].html} className={`${inter.variable} ${playfair.variable} ${playfairItalic.variable}`}>
      <body className="flex min-h-dvh flex-col">
        <ErrorTextsProvider texts={errorTexts}>
          <a
            href="#main"
            className="sr-only z-50 rounded bg-plum px-4 py-2 text-cream focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
          >
            {t('skipToContent')}
          </a>
          <SiteHeader />
          <main id="main" className="flex-1 pt-20">
            {children}
          </main>
          <SiteFooter />
          <JsonLdScript
            data={organizationJsonLd(locale, {
              description: home.seo.description,
              email: contact.details.email,
              phone: contact.details.phone,
              socialUrl: footer.socialUrl,
            })}
          />
          <CursorDot />
          <ScrollToTop />
          <ToastArea label={tLayout('notifications')} />
          <Analytics />
        </ErrorTextsProvider>
      </body>
    </html>
  );
}
