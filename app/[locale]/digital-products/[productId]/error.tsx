'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ProductUnavailable } from '@/components/shop/product-unavailable';

export default function ProductError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('Error.product');
  useEffect(() => {
    console.error('Product page failed to render', error);
  }, [error]);
  return <ProductUnavailable title={t('title')} message={t('failed')} back={t('back')} />;
}
