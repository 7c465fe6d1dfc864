import { requireAdmin } from '@/lib/auth/require-admin';
import { getAdminPage, saveDraft } from '@/lib/content/page-writes';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';
import { pageKeyOf } from '@/lib/pages/key';
import { MAX_PAGE_BYTES, pageSchema } from '@/lib/pages/schema';

type Context = RouteContext<'/api/admin/pages/[key]'>;

/** The page's draft and published content. */
export const GET = handle<Context>(async (request, { params }) => {
  await requireAdmin(request, 'content');
  return jsonNoStore(await getAdminPage(pageKeyOf((await params).key)));
});

/** Replaces the draft with the whole content sent; the site shows it once published. */
export const PUT = handle<Context>(async (request, { params }) => {
  await requireAdmin(request, 'content');
  const key = pageKeyOf((await params).key);
  const draft = await parseJson(request, pageSchema(key), { maxBytes: MAX_PAGE_BYTES });
  return jsonNoStore(await saveDraft(key, draft));
});
