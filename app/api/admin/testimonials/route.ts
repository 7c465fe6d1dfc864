import { requireAdmin } from '@/lib/auth/require-admin';
import { listAdminTestimonials } from '@/lib/content/admin-testimonials';
import { createTestimonial } from '@/lib/content/testimonial-writes';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonNoStore, jsonOk } from '@/lib/http/responses';
import { testimonialInputSchema } from '@/lib/testimonials/input';

// Testimonial writes have no path in the public API, so they sit with the other admin calls.

export const GET = handle(async (request) => {
  await requireAdmin(request, 'content');
  return jsonNoStore(await listAdminTestimonials());
});

export const POST = handle(async (request) => {
  await requireAdmin(request, 'content');
  return jsonOk(await createTestimonial(await parseJson(request, testimonialInputSchema)), 201);
});
