import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { LegalDocument } from '@/components/legal/legal-document';
import { asLocale } from '@/i18n/locale';
import { routeMetadata } from '@/lib/seo/metadata';

export { renderOnFirstVisit as generateStaticParams } from '@/lib/rendering';

type Props = PageProps<'/[locale]/privacy-policy'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return routeMetadata(asLocale((await params).locale), 'privacy-policy');
}

export default async function PrivacyPolicyPage({ params }: Props) {
  setRequestLocale(asLocale((await params).locale));
  return <LegalDocument page="privacy-policy" />;
}
