import { NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { LOCALES } from '../../i18n/request';

export const metadata = { title: 'Floor', description: 'The framework floor of the benchmark.' };

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

// next-intl's getting-started layout: the provider passes the messages on to client components.
export default async function LocaleLayout({ children, params }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
