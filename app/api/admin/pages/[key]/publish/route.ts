import { requireAdmin } from '@/lib/auth/require-admin';
import { publishPage } from '@/lib/content/page-writes';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';
import { pageKeyOf } from '@/lib/pages/key';

type Context = RouteContext<'/api/admin/pages/[key]/publish'>;

/** The draft goes live at the next request, on every instance. */
export const POST = handle<Context>(async (request, { params }) => {
  const admin = await requireAdmin(request, 'content');
  return jsonNoStore(await publishPage(pageKeyOf((await params).key), admin.id));
});
