import { getTranslations } from 'next-intl/server';
import { JsonLdScript } from '@/components/seo/json-ld';
import type { Locale } from '@/i18n/routing';
import { localizedUrl } from '@/lib/seo/urls';
import { STUDIO_NAME } from '@/lib/site';
import { SERVICE_PACKAGES } from './service-packages';

/** The packages and their starting prices as structured data, for rich results in search. */
export async function ServicesJsonLd({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ServicesPage' });
  const pageUrl = localizedUrl(locale, '/services');
  const data = {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name: t('title'),
    url: pageUrl,
    itemListElement: SERVICE_PACKAGES.map((service) => ({
      '@type': 'Offer',
      url: `${pageUrl}#${service.id}`,
      priceCurrency: 'USD',
      priceSpecification: { '@type': 'PriceSpecification', minPrice: service.priceUsd, priceCurrency: 'USD' },
      itemOffered: {
        '@type': 'Service',
        name: t(`packages.${service.key}.title`),
        description: t(`packages.${service.key}.text`),
        provider: { '@type': 'Organization', name: STUDIO_NAME, url: localizedUrl(locale, '/') },
      },
    })),
  };
  return <JsonLdScript data={data} />;
}
