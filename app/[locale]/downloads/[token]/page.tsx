import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DownloadLinkView } from '@/components/shop/downloads/download-link-view';
import { asLocale } from '@/i18n/locale';
import { readDownloadLink } from '@/lib/shop/downloads/links';

type Props = PageProps<'/[locale]/downloads/[token]'>;

// One buyer's link, whose downloads left change with every click: rendered per request, so Next
// sends it as private and uncacheable (never kept by the page cache or a CDN), and never indexed.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Downloads' });
  return { title: t('linkMetaTitle'), robots: { index: false, follow: false } };
}

export default async function DownloadLinkPage({ params }: Props) {
  const { locale: segment, token } = await params;
  const locale = asLocale(segment);
  setRequestLocale(locale);
  return <DownloadLinkView link={await readDownloadLink(token)} token={token} locale={locale} />;
}
