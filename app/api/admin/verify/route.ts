import { requireAdmin } from '@/lib/auth/require-admin';
import { handle, jsonNoStore } from '@/lib/http';

export const GET = handle(async (request) => {
  const { username } = await requireAdmin(request);
  return jsonNoStore({ username });
});
