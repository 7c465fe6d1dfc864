import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/locale';
import { STUDIO_NAME } from '@/lib/site';

type Props = LayoutProps<'/[locale]/digital-products/[productId]'>;

// The page sets its own title; this default is what the not-found view of an unknown product shows
// ('Product not found | Nordlys Studio'). The template is repeated so the page's title keeps it.
export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const t = await getTranslations({ locale: asLocale((await params).locale), namespace: 'Error.product' });
  return { title: { default: t('notFound'), template: `%s | ${STUDIO_NAME}` } };
}

// Next renders this segment's not-found view beside the page, not after it, and a not-found view
// gets no params: without the locale set here, next-intl would read it from the request headers,
// which turns the cached page into a dynamic one (a 500 in production).
export default async function ProductLayout({ children, params }: Props) {
  setRequestLocale(asLocale((await params).locale));
  return children;
}
