import type { AdminTestimonial } from '@/lib/testimonials/input';

/** A stored testimonial as GET /api/admin/testimonials answers it. */
export function adminTestimonial(overrides: Partial<AdminTestimonial> = {}): AdminTestimonial {
  return {
    id: 't-1',
    client_name: 'Ingrid Solberg',
    role: { en: 'Founder & CEO', no: 'Gründer og daglig leder' },
    company: 'Luna Skincare',
    project_type: { en: 'Brand Identity', no: 'Merkeidentitet' },
    testimonial: { en: 'They listened first and designed second.', no: 'De lyttet først og tegnet etterpå.' },
    rating: 5,
    featured: false,
    sort_order: 0,
    created_at: '2024-02-01T10:00:00.000Z',
    translation_status: { no: { missing: [], outdated: [] } },
    ...overrides,
  };
}
