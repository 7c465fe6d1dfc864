import { requireAdmin } from '@/lib/auth/require-admin';
import { reorderTestimonials } from '@/lib/content/testimonial-writes';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonOk } from '@/lib/http/responses';
import { testimonialOrderSchema } from '@/lib/testimonials/input';

/** Answers the whole list in its new order, as GET /api/admin/testimonials would. */
export const PUT = handle(async (request) => {
  await requireAdmin(request, 'content');
  const { ids } = await parseJson(request, testimonialOrderSchema);
  return jsonOk(await reorderTestimonials(ids));
});
