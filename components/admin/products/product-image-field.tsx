'use client';

import { useTranslations } from 'next-intl';
import { SingleImageField } from '@/components/admin/uploads/single-image-field';

interface ProductImageFieldProps {
  value: string;
  onChange: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
}

/** The product's picture in the shop. */
export function ProductImageField(props: ProductImageFieldProps) {
  const t = useTranslations('ProductForm');
  const texts = {
    label: t('image'),
    preview: t('imagePreview'),
    remove: t('removeImage'),
    prompt: t('imagePrompt'),
    input: t('imageInput'),
    failed: t('imageFailed'),
    help: t('imageHelp'),
  };
  return <SingleImageField id="product-image" texts={texts} previewClass="aspect-[4/3] sm:aspect-[16/9]" {...props} />;
}
