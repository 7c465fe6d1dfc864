import { getTestimonials } from '@/lib/content/testimonials';
import { handle } from '@/lib/http/handle';
import { parseLocale } from '@/lib/http/query';
import { jsonOk } from '@/lib/http/responses';

export const GET = handle(async (request) => jsonOk(await getTestimonials(parseLocale(request))));
