import { requireAdmin } from '@/lib/auth/require-admin';
import { listVersions } from '@/lib/content/page-writes';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';
import { pageKeyOf } from '@/lib/pages/key';

type Context = RouteContext<'/api/admin/pages/[key]/versions'>;

/** The last published versions of the page, newest first. */
export const GET = handle<Context>(async (request, { params }) => {
  await requireAdmin(request, 'content');
  return jsonNoStore({ versions: await listVersions(pageKeyOf((await params).key)) });
});
