'use client';

import type { LocalizedText } from '@/i18n/localized';
import { createProduct, updateProduct } from '@/lib/api/admin-products';
import { minimumCharge } from '@/lib/shop/minimum-charge';
import { productDescription } from '@/lib/shop/products/fields';
import type { AdminProduct, AdminProductFile, ProductInput } from '@/lib/shop/products/input';
import { dollarsOf } from '@/lib/shop/products/price';
import { BASE_CURRENCY, OTHER_CURRENCIES } from '@/lib/shop/products/prices';
import { withFormModal, type RecordFormProps } from '@/components/admin/collection/record-form-modal';
import { RecordForm } from '@/components/admin/form/record-form';
import type { Content } from '@/components/admin/form/values';
import { useAdminLocale } from '@/components/admin/ui/use-admin-locale';
import { languagesShowing, OtherPricesInput } from './other-prices-input';
import { subcategorySuggestions } from './product-display';
import { ProductFileField } from './product-file-field';
import { PRODUCTS_KEY } from '@/lib/api/admin-keys';

const WIDGETS = { prices: OtherPricesInput, file: ProductFileField };

const mapLanguages = <From, To>(values: Partial<Record<string, From>> | null | undefined, map: (value: From) => To) =>
  Object.fromEntries(Object.entries(values ?? {}).map(([locale, value]) => [locale, map(value as From)]));

/** The product as its form holds it: amounts as the admin writes them, the file itself (its name shown), the contents a line each. */
function formValues(product: AdminProduct | null) {
  if (!product) return null;
  return {
    ...product,
    price: dollarsOf(product.price_cents),
    prices: Object.fromEntries(
      OTHER_CURRENCIES.map((currency) => [currency, product.prices[currency] ? dollarsOf(product.prices[currency]) : '']),
    ),
    file_id: product.file,
    contents: mapLanguages(product.contents, (lines: string[]) => lines.join('\n')),
  };
}

/** The body the API takes: the file's id, and each language's contents as its lines, blank ones left out. */
function productBody(content: Content): ProductInput {
  const lines = (text: string | null) =>
    (text ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  return {
    ...content,
    file_id: (content.file_id as AdminProductFile | null)?.id ?? null,
    contents: mapLanguages(content.contents as LocalizedText | null, lines),
  } as ProductInput;
}

/** Create or edit a product: the form its description draws (lib/shop/products/fields.ts), its file upload and other prices its own. */
export function ProductForm({ record: product, records, onCancel, onSaved }: RecordFormProps<AdminProduct>) {
  const locale = useAdminLocale();
  const priceHelp = { languages: languagesShowing(BASE_CURRENCY, locale), minimum: dollarsOf(minimumCharge(BASE_CURRENCY)) };
  return (
    <RecordForm
      description={productDescription}
      namespace="ProductForm"
      kind="products"
      listKey={PRODUCTS_KEY}
      record={formValues(product)}
      helpValues={{ price: priceHelp }}
      widgets={WIDGETS}
      suggestions={{ subcategory: subcategorySuggestions(records) }}
      save={(content) => {
        const body = productBody(content);
        return product ? updateProduct(product.id, body) : createProduct(body);
      }}
      onCancel={onCancel}
      onSaved={onSaved}
    />
  );
}

export const ProductFormModal = withFormModal(ProductForm, 'ProductForm', 'product');
