import { NextResponse } from 'next/server';
import { requireAdmin } from '@/lib/auth/require-admin';
import { deleteProduct, updateProduct } from '@/lib/content/product-writes';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonOk } from '@/lib/http/responses';
import { productInputSchema } from '@/lib/shop/products/input';

type Context = RouteContext<'/api/admin/products/[id]'>;

export const PUT = handle<Context>(async (request, { params }) => {
  await requireAdmin(request, 'content');
  const values = await parseJson(request, productInputSchema);
  return jsonOk(await updateProduct((await params).id, values));
});

export const DELETE = handle<Context>(async (request, { params }) => {
  await requireAdmin(request, 'content');
  await deleteProduct((await params).id);
  return new NextResponse(null, { status: 204 });
});
