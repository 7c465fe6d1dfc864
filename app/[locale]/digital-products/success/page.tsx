import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PaymentStatus } from '@/components/shop/payment-status';
import { asLocale } from '@/i18n/locale';

export { prerenderEveryLocale as generateStaticParams } from '@/lib/rendering';

type Props = { params: Promise<{ locale: string }> };

// A page about one buyer's payment: never indexed.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'PaymentSuccess' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function PaymentSuccessPage({ params }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  return <PaymentStatus locale={locale} />;
}
