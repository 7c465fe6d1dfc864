import { requireAdmin } from '@/lib/auth/require-admin';
import { listAdminProducts } from '@/lib/content/admin-products';
import { createProduct } from '@/lib/content/product-writes';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonNoStore, jsonOk } from '@/lib/http/responses';
import { productInputSchema } from '@/lib/shop/products/input';

// Every product, inactive ones too, with its file and number of sales; the admin form takes its
// subcategory suggestions from this list.
export const GET = handle(async (request) => {
  await requireAdmin(request, 'content');
  return jsonNoStore(await listAdminProducts());
});

export const POST = handle(async (request) => {
  await requireAdmin(request, 'content');
  return jsonOk(await createProduct(await parseJson(request, productInputSchema)), 201);
});
