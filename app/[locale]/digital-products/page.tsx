import { PagePreviewBanner } from '@/components/layout/page-preview-banner';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { HowItWorks } from '@/components/shop/how-it-works';
import { ProductCatalog } from '@/components/shop/product-catalog';
import { ShopBenefits } from '@/components/shop/shop-benefits';
import { PageHeader } from '@/components/ui/page-header';
import { asLocale } from '@/i18n/locale';
import { getPageContent } from '@/lib/content/pages';
import { getDigitalProducts, getProductCategories } from '@/lib/content/products';
import { routeMetadata } from '@/lib/seo/metadata';

export { renderOnFirstVisit as generateStaticParams } from '@/lib/rendering';

type Props = PageProps<'/[locale]/digital-products'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return routeMetadata(asLocale((await params).locale), 'shop');
}

export default async function DigitalProductsPage({ params }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const [products, categories, { header }] = await Promise.all([
    getDigitalProducts(locale),
    getProductCategories(),
    getPageContent('shop'),
  ]);
  return (
    <>
      <PagePreviewBanner path="/digital-products" />
      <PageHeader layout="split" eyebrow={header.eyebrow} title={header.title} lead={header.lead} />
      <ShopBenefits />
      <ProductCatalog products={products} categories={categories} locale={locale} />
      <HowItWorks />
    </>
  );
}
