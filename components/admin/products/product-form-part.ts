import type { ProductErrors, ProductFormValues } from './product-form-values';
import type { SetProductField, SetProductText } from './use-product-form';

/** What each part of the product form gets from the form. */
export interface ProductFormPartProps {
  values: ProductFormValues;
  setField: SetProductField;
  setText: SetProductText;
  errors: ProductErrors;
}
