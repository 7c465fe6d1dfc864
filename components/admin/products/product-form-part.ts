import type { ProductField, ProductFormValues } from './product-form-values';
import type { SetProductField } from './use-product-form';

/** What each part of the product form gets from the form. */
export interface ProductFormPartProps {
  values: ProductFormValues;
  setField: SetProductField;
  errors: Partial<Record<ProductField, string>>;
}
