import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProcessSteps } from '@/components/services/process-steps';
import { ServiceCards } from '@/components/services/service-cards';
import { servicePrices } from '@/components/services/service-packages';
import { ServicesCta } from '@/components/services/services-cta';
import { ServicesJsonLd } from '@/components/services/services-json-ld';
import { SocialMediaSection } from '@/components/services/social-media-section';
import { PageHeader } from '@/components/ui/page-header';
import { asLocale } from '@/i18n/locale';
import { routeMetadata } from '@/lib/seo/metadata';

export { prerenderEveryLocale as generateStaticParams } from '@/lib/rendering';

type Props = PageProps<'/[locale]/services'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  return routeMetadata(locale, 'services', '/services', servicePrices(locale));
}

export default async function ServicesPage({ params }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('ServicesPage');
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <ServiceCards />
      <ProcessSteps />
      <SocialMediaSection />
      <ServicesCta />
      <ServicesJsonLd locale={locale} />
    </>
  );
}
