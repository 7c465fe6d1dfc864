import { requireAdmin } from '@/lib/auth/require-admin';
import { listAdminArticles } from '@/lib/content/admin-articles';
import { createArticle } from '@/lib/content/article-writes';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonNoStore, jsonOk } from '@/lib/http/responses';
import { ARTICLE_BODY_MAX_BYTES, articleInputSchema } from '@/lib/journal/input';

// The journal's writes are the admin's alone: its readers have pages and feeds, no JSON API.

export const GET = handle(async (request) => {
  await requireAdmin(request, 'content');
  return jsonNoStore(await listAdminArticles());
});

export const POST = handle(async (request) => {
  await requireAdmin(request, 'content');
  const input = await parseJson(request, articleInputSchema, { maxBytes: ARTICLE_BODY_MAX_BYTES });
  return jsonOk(await createArticle(input), 201);
});
