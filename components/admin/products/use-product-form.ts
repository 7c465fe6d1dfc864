'use client';

import { useState } from 'react';
import type { Locale } from '@/i18n/routing';
import type { AdminProduct } from '@/lib/shop/products/input';
import {
  errorKey,
  fieldErrors,
  valuesFromProduct,
  type LocalizedProductField,
  type ProductErrorKey,
  type ProductErrors,
  type ProductField,
  type ProductFormValues,
} from './product-form-values';

type Values = ProductFormValues;

/** Sets a field to a value, or to what `update` makes of its latest value (uploads finish after renders). */
export type SetProductField = <Field extends ProductField>(
  field: Field,
  value: Values[Field] | ((current: Values[Field]) => Values[Field]),
) => void;
/** Sets one language's text of a translatable field. */
export type SetProductText = (field: LocalizedProductField, locale: Locale, text: string) => void;

/** The form's values and errors; editing a field takes its error away, `validate` checks them all. */
export function useProductForm(product: AdminProduct | null) {
  // The values as opened: what "unsaved edits" are measured against.
  const [opened] = useState(() => valuesFromProduct(product));
  const [values, setValues] = useState(opened);
  const [errors, setErrors] = useState<ProductErrors>({});

  const clearError = (key: ProductErrorKey) =>
    // A file or the default language's deliverable text satisfies the delivery rule: either clears its message.
    setErrors(({ [key]: _gone, ...rest }) =>
      key === 'file' || key === 'deliverable' ? { ...rest, file: undefined, deliverable: undefined } : rest,
    );

  const setField: SetProductField = (field, value) => {
    setValues((current) => ({ ...current, [field]: typeof value === 'function' ? value(current[field]) : value }));
    clearError(field);
  };

  const setText: SetProductText = (field, locale, text) => {
    setValues((current) => ({ ...current, [field]: { ...current[field], [locale]: text } }));
    clearError(errorKey(field, locale));
  };

  const validate = () => {
    const found = fieldErrors(values);
    setErrors(found);
    return found;
  };

  return { values, opened, errors, setField, setText, validate, replace: setValues };
}
