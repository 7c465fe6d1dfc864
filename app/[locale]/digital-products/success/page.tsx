import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PaymentStatus } from '@/components/shop/payment-status';
import { asLocale } from '@/i18n/locale';

type Props = PageProps<'/[locale]/digital-products/success'>;

// A page about one buyer's payment: never indexed.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'PaymentSuccess' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function PaymentSuccessPage({ params, searchParams }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  // Reading the address renders the page per request, with its session id: the server sends the
  // state the visit starts in (the error view at once when the address has none) instead of a
  // 'checking' placeholder that the browser swaps for that view after loading the page's scripts.
  await searchParams;
  return <PaymentStatus locale={locale} />;
}
