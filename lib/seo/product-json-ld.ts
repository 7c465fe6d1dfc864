import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { DigitalProduct } from '@/lib/content/types';
import { STUDIO_NAME } from '@/lib/site';
import { absoluteUrl, localizedUrl } from './urls';

export function productJsonLd(locale: Locale, product: DigitalProduct, path: string): Record<string, unknown> {
  const url = localizedUrl(locale, path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.title,
    description: product.description,
    image: [absoluteUrl(product.image_url)],
    sku: product.id,
    category: product.subcategory ? `${product.category} > ${product.subcategory}` : product.category,
    brand: { '@type': 'Brand', name: STUDIO_NAME },
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.toFixed(2),
      priceCurrency: product.currency.toUpperCase(),
      availability: 'https://schema.org/InStock',
      seller: { '@type': 'Organization', name: STUDIO_NAME },
    },
  };
}
