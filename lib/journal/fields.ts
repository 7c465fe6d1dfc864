import { choice, instant, paragraph, plain, relation, rich, tags, text } from '@/lib/forms/fields';
import { describeRecord } from '@/lib/forms/record';
import { PROJECT_STATUSES, SEO_GUIDANCE } from '@/lib/projects/fields';
import { ARTICLE_CATEGORIES, ARTICLE_TAGS } from './options';

const ADDRESS = 2048;

// An article, described once: the API's schema, the admin's Journal form and its translation
// status follow from it, as a project's do (docs/decisions/record-descriptions.md). Draft or
// published like a project; a published article with a time ahead is scheduled.
export const articleDescription = describeRecord({
  fields: {
    title: text(200),
    slug: plain(120, { format: 'slug', from: 'title' }),
    category: choice(ARTICLE_CATEGORIES),
    status: choice(PROJECT_STATUSES, { initial: 'draft', widget: 'segmented' }),
    published_at: instant({ optional: true }),
    author: plain(80),
    cover_image: plain(ADDRESS, { format: 'picture' }),
    cover_image_alt: text(300, { optional: true, altOf: 'cover_image' }),
    excerpt: paragraph(300, { lines: 3 }),
    body: rich(200_000, { headingOffset: 0 }),
    tags: tags(ARTICLE_TAGS),
    related_project_ids: relation('projects', 6),
    related_product_ids: relation('products', 6),
    seo_title: text(200, { optional: true, guidance: SEO_GUIDANCE.title }),
    seo_description: paragraph(600, { optional: true, lines: 3, guidance: SEO_GUIDANCE.description }),
  },
  sections: [
    { key: 'basics', fields: ['title', 'slug', 'category', 'author'] },
    { key: 'publishing', fields: ['status', 'published_at'] },
    { key: 'cover', fields: ['cover_image', 'cover_image_alt'] },
    { key: 'story', fields: ['excerpt', 'body'] },
    { key: 'links', fields: ['tags', 'related_project_ids', 'related_product_ids'] },
    { key: 'seo', fields: ['seo_title', 'seo_description'] },
  ],
  list: {
    title: 'title',
    image: 'cover_image',
    tags: [{ field: 'status', is: 'draft', look: 'draft' }],
    details: ['category', 'author'],
    extra: 'tags',
    figure: 'published_at',
  },
});
