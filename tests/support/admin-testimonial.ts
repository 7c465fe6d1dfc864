import type { AdminTestimonial } from '@/lib/testimonials/input';

/** A stored testimonial as GET /api/admin/testimonials answers it. */
export function adminTestimonial(overrides: Partial<AdminTestimonial> = {}): AdminTestimonial {
  return {
    id: 't-1',
    client_name: 'Ingrid Solberg',
    role: 'Founder & CEO',
    role_no: 'Gründer og daglig leder',
    company: 'Luna Skincare',
    project_type: 'Brand Identity',
    project_type_no: 'Merkeidentitet',
    testimonial: 'They listened first and designed second.',
    testimonial_no: 'De lyttet først og tegnet etterpå.',
    rating: 5,
    featured: false,
    sort_order: 0,
    created_at: '2024-02-01T10:00:00.000Z',
    ...overrides,
  };
}
