import { GET as listFeatured } from '@/app/api/testimonials/featured/route';
import { GET as listTestimonials } from '@/app/api/testimonials/route';
import { routing } from '@/i18n/routing';
import { testimonialSeeds } from '@/lib/db/seed/data/testimonials';
import { call } from '../support/api';

const FIELDS = ['id', 'client_name', 'role', 'company', 'project_type', 'testimonial', 'rating', 'featured', 'created_at'].sort();

type TestimonialJson = Record<string, unknown> & { client_name: string; featured: boolean };

describe('GET /api/testimonials', () => {
  it('lists every seeded testimonial with the contract fields, in the seed order', async () => {
    const { status, body } = await call(listTestimonials, '/api/testimonials');
    expect(status).toBe(200);
    const testimonials = body as TestimonialJson[];
    expect(testimonials.map((t) => t.client_name)).toEqual(testimonialSeeds.map((t) => t.client_name));
    for (const testimonial of testimonials) expect(Object.keys(testimonial).sort()).toEqual(FIELDS);
    const seed = testimonialSeeds[0]!;
    expect(testimonials[0]).toMatchObject({ rating: seed.rating, testimonial: seed.testimonial[routing.defaultLocale] });
  });

  it('answers in Norwegian with ?locale=no', async () => {
    const locale = 'no';
    const { body } = await call(listTestimonials, `/api/testimonials?locale=${locale}`);
    const first = (body as TestimonialJson[])[0]!;
    const seed = testimonialSeeds[0]!;
    expect(first).toMatchObject({ testimonial: seed.testimonial[locale], role: seed.role[locale] });
  });
});

describe('GET /api/testimonials/featured', () => {
  it('lists only the featured testimonials', async () => {
    const { status, body } = await call(listFeatured, '/api/testimonials/featured');
    expect(status).toBe(200);
    const names = (body as TestimonialJson[]).map((t) => t.client_name);
    expect(names).toEqual(testimonialSeeds.filter((t) => t.featured).map((t) => t.client_name));
  });
});
