import { NextResponse } from 'next/server';
import { requireAdmin } from '@/lib/auth/require-admin';
import { deleteTestimonial, updateTestimonial } from '@/lib/content/testimonial-writes';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonOk } from '@/lib/http/responses';
import { testimonialInputSchema } from '@/lib/testimonials/input';

type Context = RouteContext<'/api/admin/testimonials/[id]'>;

export const PUT = handle<Context>(async (request, { params }) => {
  await requireAdmin(request, 'content');
  const values = await parseJson(request, testimonialInputSchema);
  return jsonOk(await updateTestimonial((await params).id, values));
});

export const DELETE = handle<Context>(async (request, { params }) => {
  await requireAdmin(request, 'content');
  await deleteTestimonial((await params).id);
  return new NextResponse(null, { status: 204 });
});
