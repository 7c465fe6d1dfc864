import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ResendDownloads } from '@/components/shop/downloads/resend-downloads';
import { PageHeader } from '@/components/ui/page-header';
import { asLocale } from '@/i18n/locale';

export { renderOnFirstVisit as generateStaticParams } from '@/lib/rendering';

type Props = PageProps<'/[locale]/downloads'>;

// A service page for buyers, not content: not indexed and not in the sitemap.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: asLocale((await params).locale), namespace: 'Downloads' });
  return { title: t('resendMetaTitle'), robots: { index: false, follow: true } };
}

export default async function ResendDownloadsPage({ params }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('Downloads');
  return (
    <>
      <PageHeader eyebrow={t('resendEyebrow')} title={t('resendTitle')} lead={t('resendLead')} />
      <ResendDownloads locale={locale} />
    </>
  );
}
