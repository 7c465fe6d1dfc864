import { requireAdmin } from '@/lib/auth/require-admin';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';

export const GET = handle(async (request) => {
  const { username } = await requireAdmin(request);
  return jsonNoStore({ username });
});
