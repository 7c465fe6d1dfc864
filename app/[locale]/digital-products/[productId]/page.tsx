import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { JsonLdScript } from '@/components/seo/json-ld';
import { ProductDetail } from '@/components/shop/product-detail';
import { ProductExtras } from '@/components/shop/product-extras';
import { asLocale } from '@/i18n/locale';
import { getDigitalProduct } from '@/lib/content/products';
import { cardPath } from '@/lib/og/card-path';
import { buildMetadata } from '@/lib/seo/metadata';
import { productJsonLd } from '@/lib/seo/product-json-ld';

export { renderOnFirstVisit as generateStaticParams } from '@/lib/rendering';

type Props = PageProps<'/[locale]/digital-products/[productId]'>;

const productPath = (id: string) => `/digital-products/${id}`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: segment, productId } = await params;
  const locale = asLocale(segment);
  const product = await getDigitalProduct(productId, locale);
  if (!product) notFound();
  return buildMetadata({
    locale,
    path: productPath(product.id),
    title: product.title,
    description: product.description,
    card: cardPath(locale, 'product', product.id),
  });
}

export default async function DigitalProductPage({ params }: Props) {
  const { locale: segment, productId } = await params;
  const locale = asLocale(segment);
  setRequestLocale(locale);
  const product = await getDigitalProduct(productId, locale);
  if (!product) notFound();
  return (
    <>
      <ProductDetail product={product} locale={locale} />
      <ProductExtras product={product} />
      <JsonLdScript data={productJsonLd(locale, product, productPath(product.id))} />
    </>
  );
}
