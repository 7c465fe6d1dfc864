import { getFeaturedTestimonials } from '@/lib/content/testimonials';
import { handle, jsonOk, parseLocale } from '@/lib/http';

export const GET = handle(async (request) => jsonOk(await getFeaturedTestimonials(parseLocale(request))));
