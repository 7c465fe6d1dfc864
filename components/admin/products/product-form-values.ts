import { productInputSchema, type AdminProduct, type AdminProductFile, type ProductInput } from '@/lib/shop/products/input';
import { dollarsOf } from '@/lib/shop/products/price';
import type { ProductCategoryName } from '@/lib/shop/products/categories';

// The product form's values (text inputs hold strings) and what it sends. The checks are the
// server's own schema (lib/shop/products/input.ts), so the form refuses exactly what the API would.

export interface ProductFormValues {
  title: string;
  title_no: string;
  description: string;
  description_no: string;
  price: string;
  category: ProductCategoryName | '';
  subcategory: string;
  subcategory_no: string;
  deliverable_no: string;
  image_url: string;
  deliverable: string;
  /** The attached file (its name and size shown), or null. */
  file: AdminProductFile | null;
  active: boolean;
}

export type ProductField = keyof ProductFormValues;

export function valuesFromProduct(product: AdminProduct | null): ProductFormValues {
  return {
    title: product?.title ?? '',
    title_no: product?.title_no ?? '',
    description: product?.description ?? '',
    description_no: product?.description_no ?? '',
    price: product ? dollarsOf(product.price_cents) : '',
    category: (product?.category as ProductCategoryName | undefined) ?? '',
    subcategory: product?.subcategory ?? '',
    subcategory_no: product?.subcategory_no ?? '',
    deliverable_no: product?.deliverable_no ?? '',
    image_url: product?.image_url ?? '',
    deliverable: product?.deliverable ?? '',
    file: product?.file ?? null,
    active: product?.active ?? true,
  };
}

export function productPayload({ file, ...values }: ProductFormValues): ProductInput {
  return { ...values, category: values.category as ProductCategoryName, file_id: file?.id ?? null };
}

/** Each refused field with the schema's message (the first per field); `file_id` counts as `file`. */
export function fieldErrors(values: ProductFormValues): Partial<Record<ProductField, string>> {
  const parsed = productInputSchema.safeParse(productPayload(values));
  if (parsed.success) return {};
  const errors: Partial<Record<ProductField, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === 'file_id' ? 'file' : (issue.path[0] as ProductField);
    errors[key] ??= issue.message;
  }
  return errors;
}
