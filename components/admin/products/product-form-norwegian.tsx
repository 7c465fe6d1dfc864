'use client';

import { useTranslations } from 'next-intl';
import { PRODUCT_LIMITS } from '@/lib/shop/products/input';
import { AdminField } from '@/components/admin/ui/admin-field';
import { FormSection } from '@/components/admin/ui/form-section';
import type { ProductFormPartProps } from './product-form-part';

/** The Norwegian texts: each optional, the shop shows the English one when it is empty. */
export function ProductFormNorwegian({
  values,
  setField,
  errors,
  subcategories,
}: ProductFormPartProps & { subcategories: readonly string[] }) {
  const t = useTranslations('ProductForm');
  return (
    <FormSection id="product-form-norwegian" title={t('norwegian')}>
      <AdminField id="product-title-no" label={t('titleNo')} error={errors.title_no}>
        {(control) => (
          <input
            {...control}
            type="text"
            lang="no"
            maxLength={PRODUCT_LIMITS.title}
            value={values.title_no}
            onChange={(event) => setField('title_no', event.target.value)}
          />
        )}
      </AdminField>
      <AdminField id="product-description-no" label={t('descriptionNo')} error={errors.description_no}>
        {(control) => (
          <textarea
            {...control}
            lang="no"
            rows={4}
            maxLength={PRODUCT_LIMITS.description}
            value={values.description_no}
            onChange={(event) => setField('description_no', event.target.value)}
          />
        )}
      </AdminField>
      <AdminField id="product-subcategory-no" label={t('subcategoryNo')} error={errors.subcategory_no}>
        {(control) => (
          <>
            <input
              {...control}
              type="text"
              lang="no"
              list="product-subcategories-no"
              maxLength={PRODUCT_LIMITS.subcategory}
              value={values.subcategory_no}
              onChange={(event) => setField('subcategory_no', event.target.value)}
            />
            <datalist id="product-subcategories-no">
              {subcategories.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          </>
        )}
      </AdminField>
      <AdminField id="product-deliverable-no" label={t('deliverableNo')} help={t('deliverableNoHelp')} error={errors.deliverable_no}>
        {(control) => (
          <textarea
            {...control}
            lang="no"
            rows={6}
            maxLength={PRODUCT_LIMITS.deliverable}
            value={values.deliverable_no}
            onChange={(event) => setField('deliverable_no', event.target.value)}
            className={`${control.className} font-mono text-sm`}
          />
        )}
      </AdminField>
    </FormSection>
  );
}
