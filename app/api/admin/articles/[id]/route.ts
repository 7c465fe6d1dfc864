import { NextResponse } from 'next/server';
import { requireAdmin } from '@/lib/auth/require-admin';
import { deleteArticle, updateArticle } from '@/lib/content/article-writes';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonOk } from '@/lib/http/responses';
import { ARTICLE_BODY_MAX_BYTES, articleInputSchema } from '@/lib/journal/input';

type Context = RouteContext<'/api/admin/articles/[id]'>;

export const PUT = handle<Context>(async (request, { params }) => {
  await requireAdmin(request, 'content');
  const input = await parseJson(request, articleInputSchema, { maxBytes: ARTICLE_BODY_MAX_BYTES });
  return jsonOk(await updateArticle((await params).id, input));
});

export const DELETE = handle<Context>(async (request, { params }) => {
  await requireAdmin(request, 'content');
  await deleteArticle((await params).id);
  return new NextResponse(null, { status: 204 });
});
