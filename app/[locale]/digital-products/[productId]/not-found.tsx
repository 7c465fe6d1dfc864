import { getTranslations } from 'next-intl/server';
import { ProductUnavailable } from '@/components/shop/product-unavailable';

export default async function ProductNotFound() {
  const t = await getTranslations('Error.product');
  return <ProductUnavailable title={t('title')} message={t('notFound')} back={t('back')} />;
}
