import { requireAdmin } from '@/lib/auth/require-admin';
import { listTranslationWork } from '@/lib/content/translations';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';

/** Every project, product and testimonial with a missing or outdated translation. */
export const GET = handle(async (request) => {
  await requireAdmin(request, 'content');
  return jsonNoStore({ items: await listTranslationWork() });
});
