import { PagePreviewBanner } from '@/components/layout/page-preview-banner';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ProcessSteps } from '@/components/services/process-steps';
import { ServiceCards } from '@/components/services/service-cards';
import { packagePrices } from '@/components/services/service-packages';
import { ServicesCta } from '@/components/services/services-cta';
import { ServicesJsonLd } from '@/components/services/services-json-ld';
import { SocialMediaSection } from '@/components/services/social-media-section';
import { PageHeader } from '@/components/ui/page-header';
import { asLocale } from '@/i18n/locale';
import { getPageContent } from '@/lib/content/pages';
import { routeMetadata } from '@/lib/seo/metadata';

export { renderOnFirstVisit as generateStaticParams } from '@/lib/rendering';

type Props = PageProps<'/[locale]/services'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const { packages } = await getPageContent('services', locale);
  return routeMetadata(locale, 'services', packagePrices(packages, locale));
}

export default async function ServicesPage({ params }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const { header } = await getPageContent('services');
  return (
    <>
      <PagePreviewBanner path="/services" />
      <PageHeader eyebrow={header.eyebrow} title={header.title} lead={header.lead} />
      <ServiceCards />
      <ProcessSteps />
      <SocialMediaSection />
      <ServicesCta />
      <ServicesJsonLd locale={locale} />
    </>
  );
}
