'use client';

import { useEffect } from 'react';
import { useErrorTexts } from '@/components/layout/error-texts';
import { ProductUnavailable } from '@/components/shop/product-unavailable';

export default function ProductError({ error }: { error: Error & { digest?: string } }) {
  const texts = useErrorTexts().product;
  useEffect(() => {
    console.error('Product page failed to render', error);
  }, [error]);
  return (
    <ProductUnavailable title={texts.title} message={texts.failed} help={texts.failedHelp} back={texts.back} downloads={texts.downloads} />
  );
}
