'use client';

import { useTranslations } from 'next-intl';
import { PRODUCT_LIMITS } from '@/lib/shop/products/input';
import { AdminField } from '@/components/admin/ui/admin-field';
import { DEFAULT_LOCALE } from '@/components/admin/ui/localized-values';
import { FormSection } from '@/components/admin/ui/form-section';
import { ProductFileField } from './product-file-field';
import { ProductImageField } from './product-image-field';
import type { ProductFormPartProps } from './product-form-part';

interface DeliveryProps extends ProductFormPartProps {
  onImageBusy: (busy: boolean) => void;
  onFileBusy: (busy: boolean) => void;
}

/** The picture the shop shows, and what a buyer downloads: the file, the text, or both. */
export function ProductFormDelivery({ values, setField, setText, errors, onImageBusy, onFileBusy }: DeliveryProps) {
  const t = useTranslations('ProductForm');
  return (
    <FormSection id="product-form-delivery" title={t('delivery')} lead={t('deliveryLead')}>
      <ProductImageField
        value={values.image_url}
        onChange={(url) => setField('image_url', url)}
        onBusyChange={onImageBusy}
        error={errors.image_url}
      />
      <ProductFileField value={values.file} onChange={(file) => setField('file', file)} onBusyChange={onFileBusy} error={errors.file} />
      <AdminField id="product-deliverable" label={t('deliverable')} help={t('deliverableHelp')} error={errors.deliverable}>
        {(control) => (
          <textarea
            {...control}
            rows={5}
            maxLength={PRODUCT_LIMITS.deliverable}
            value={values.deliverable[DEFAULT_LOCALE]}
            onChange={(event) => setText('deliverable', DEFAULT_LOCALE, event.target.value)}
            className={`${control.className} font-mono text-sm`}
          />
        )}
      </AdminField>
    </FormSection>
  );
}
