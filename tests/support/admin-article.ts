import type { AdminArticle } from '@/lib/journal/input';

/** A stored article as GET /api/admin/articles answers it: published in the past. */
export function adminArticle(overrides: Partial<AdminArticle> = {}): AdminArticle {
  return {
    id: 'a-1',
    slug: 'how-we-run-a-brand-project',
    title: { en: 'How we run a brand project', no: 'Slik jobber vi med et merkevareprosjekt' },
    excerpt: { en: 'A brand project, week by week.', no: 'Et merkevareprosjekt, uke for uke.' },
    cover_image: '/images/journal/how-we-run-a-brand-project/cover.webp',
    cover_image_alt: { en: 'A designer’s desk', no: 'Et designerskrivebord' },
    body: { en: '<p>The whole story.</p>', no: '<p>Hele historien.</p>' },
    category: 'process',
    tags: ['branding', 'process'],
    author: 'Ingrid Solberg',
    related_project_ids: [],
    related_product_ids: [],
    status: 'published',
    published_at: '2026-03-02T09:00:00.000Z',
    announced_at: '2026-03-02T09:00:00.000Z',
    seo_title: null,
    seo_description: null,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    translation_status: { no: { missing: [], outdated: [] } },
    ...overrides,
  };
}
