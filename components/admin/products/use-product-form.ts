'use client';

import { useState } from 'react';
import type { AdminProduct } from '@/lib/shop/products/input';
import { fieldErrors, valuesFromProduct, type ProductField, type ProductFormValues } from './product-form-values';

type Values = ProductFormValues;

export type SetProductField = <Field extends ProductField>(field: Field, value: Values[Field]) => void;

/** The form's values and errors; editing a field takes its error away, `validate` checks them all. */
export function useProductForm(product: AdminProduct | null) {
  const [values, setValues] = useState(() => valuesFromProduct(product));
  const [errors, setErrors] = useState<Partial<Record<ProductField, string>>>({});

  const setField: SetProductField = (field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A file or a text satisfies the delivery rule: either clears its message.
    setErrors(({ [field]: _gone, ...rest }) =>
      field === 'file' || field === 'deliverable' ? { ...rest, file: undefined, deliverable: undefined } : rest,
    );
  };

  const validate = () => {
    const found = fieldErrors(values);
    setErrors(found);
    return found;
  };

  return { values, errors, setField, validate };
}
