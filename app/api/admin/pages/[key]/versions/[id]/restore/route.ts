import { requireAdmin } from '@/lib/auth/require-admin';
import { restoreVersion } from '@/lib/content/page-writes';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';
import { pageKeyOf } from '@/lib/pages/key';

type Context = RouteContext<'/api/admin/pages/[key]/versions/[id]/restore'>;

/** The version becomes the draft; publishing brings it back to the site. */
export const POST = handle<Context>(async (request, { params }) => {
  await requireAdmin(request, 'content');
  const { key, id } = await params;
  return jsonNoStore(await restoreVersion(pageKeyOf(key), id));
});
