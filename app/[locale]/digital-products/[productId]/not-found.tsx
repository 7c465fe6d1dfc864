import { getTranslations } from 'next-intl/server';
import { ProductUnavailable } from '@/components/shop/product-unavailable';

export default async function ProductNotFound() {
  const t = await getTranslations('Error.product');
  return (
    <ProductUnavailable notFound title={t('title')} message={t('notFound')} help={t('help')} back={t('back')} downloads={t('downloads')} />
  );
}
