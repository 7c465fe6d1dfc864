import { JsonLdScript } from '@/components/seo/json-ld';
import type { Locale } from '@/i18n/routing';
import { getPageContent } from '@/lib/content/pages';
import { localizedUrl } from '@/lib/seo/urls';
import { STUDIO_NAME } from '@/lib/site';

/** The packages and their starting prices as structured data, for rich results in search. */
export async function ServicesJsonLd({ locale }: { locale: Locale }) {
  const { header, packages } = await getPageContent('services', locale);
  const pageUrl = localizedUrl(locale, '/services');
  const data = {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name: header.title,
    url: pageUrl,
    itemListElement: packages.map((service) => ({
      '@type': 'Offer',
      url: `${pageUrl}#${service.id}`,
      priceCurrency: service.price.currency.toUpperCase(),
      priceSpecification: {
        '@type': 'PriceSpecification',
        minPrice: service.price.amount,
        priceCurrency: service.price.currency.toUpperCase(),
      },
      itemOffered: {
        '@type': 'Service',
        name: service.title,
        description: service.text,
        provider: { '@type': 'Organization', name: STUDIO_NAME, url: localizedUrl(locale, '/') },
      },
    })),
  };
  return <JsonLdScript data={data} />;
}
