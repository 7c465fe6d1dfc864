'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { DEFAULT_LOCALE, localize } from '@/i18n/localized';
import { createDiscountCode, type DiscountCodeInput } from '@/lib/api/admin-discounts';
import { PRODUCTS_KEY } from '@/lib/api/admin-keys';
import { listAdminProducts } from '@/lib/api/admin-products';
import { discountDescription } from '@/lib/shop/discounts/fields';
import type { AdminDiscountCode } from '@/lib/shop/discounts/types';
import { DescribedForm } from '@/components/admin/form/described-form';
import { useDescribedForm } from '@/components/admin/form/use-described-form';
import { useAdminData } from '@/components/admin/shell/use-admin-data';
import { draftKey } from '@/components/admin/ui/draft-store';
import { primaryButtonClass, secondaryButtonClass } from '@/components/admin/ui/field-styles';

const ID = 'discount';

/**
 * A new code, above the list: the form its description draws (lib/shop/discounts/fields.ts), a
 * percent or amounts as its kind says, the products it may be limited to picked from the shop's.
 */
export function DiscountForm({ onCreated, onCancel }: { onCreated: (code: AdminDiscountCode) => void; onCancel: () => void }) {
  const t = useTranslations('AdminDiscounts.form');
  const tForm = useTranslations('AdminForm');
  const products = useAdminData(PRODUCTS_KEY, listAdminProducts, 'products');
  const relations = useMemo(
    () => ({ products: products.data?.map((product) => ({ value: product.id, label: localize(product.title, DEFAULT_LOCALE) })) }),
    [products.data],
  );
  const state = useDescribedForm<AdminDiscountCode>({
    description: discountDescription,
    namespace: 'AdminDiscounts.form',
    idPrefix: ID,
    record: null,
    draftKey: draftKey('discount-codes', 'new'),
    save: (body) => createDiscountCode(body as unknown as DiscountCodeInput),
    onSaved: onCreated,
    texts: { created: (created) => t('created', { code: created.code }), updated: '' },
    relations,
  });

  return (
    <DescribedForm
      state={state}
      description={discountDescription}
      idPrefix={ID}
      heading="h2"
      labelledBy={`${ID}-section-gives`}
      className="mb-8 space-y-6"
      actions={
        <>
          <button type="button" onClick={onCancel} className={secondaryButtonClass}>
            {tForm('cancel')}
          </button>
          <button type="submit" disabled={state.saving} className={primaryButtonClass}>
            {state.saving ? tForm('saving') : t('create')}
          </button>
        </>
      }
    />
  );
}
