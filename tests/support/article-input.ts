import type { ArticleInput } from '@/lib/journal/input';

let counter = 0;

const defaults = () => {
  counter += 1;
  return {
    title: { en: `Test Article ${counter}`, no: `Testartikkel ${counter}` },
    slug: `test-article-${counter}-${process.pid}`,
    category: 'process',
    status: 'published',
    published_at: '2026-01-05T09:00:00.000Z',
    author: 'Ingrid Solberg',
    cover_image: '/images/journal/how-we-run-a-brand-project/cover.webp',
    cover_image_alt: { en: 'A desk with colour swatches', no: 'Et skrivebord med fargeprøver' },
    excerpt: { en: 'What the article gives the reader.', no: 'Hva artikkelen gir leseren.' },
    body: { en: '<p>The <strong>whole</strong> story.</p>', no: '<p>Hele <strong>historien</strong>.</p>' },
    tags: ['branding', 'process'],
    related_project_ids: [],
    related_product_ids: [],
  } satisfies ArticleInput;
};

/** A complete, valid article body in both languages, published in the past, with a slug no other test uses. */
export function articleInput<Overrides extends Partial<ArticleInput> = Record<never, never>>(
  // A field the API does not know is refused here: the API would drop it without a word.
  overrides: Overrides & Record<Exclude<keyof Overrides, keyof ArticleInput>, never> = {} as never,
): Omit<ReturnType<typeof defaults>, keyof Overrides> & Overrides {
  return { ...defaults(), ...overrides };
}
