import { choice, gallery, galleryText, number, paragraph, plain, rich, tags, text, toggle } from '@/lib/forms/fields';
import { describeRecord } from '@/lib/forms/record';
import { PROJECT_CATEGORIES, PROJECT_TAGS } from './options';

export const PROJECT_STATUSES = ['draft', 'published'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** How long search engines show a title and a description before cutting them off: guidance, not a limit. */
export const SEO_GUIDANCE = { title: 70, description: 160 } as const;

const ADDRESS = 2048;

// A project, described once: the API's schema (lib/projects/input.ts), the admin's form and its
// translation status follow from it (docs/decisions/record-descriptions.md).
export const projectDescription = describeRecord({
  fields: {
    title: text(200),
    slug: plain(120, { format: 'slug', from: 'title' }),
    category: choice(PROJECT_CATEGORIES),
    status: choice(PROJECT_STATUSES, { initial: 'published', widget: 'segmented' }),
    featured: toggle(),
    hero_image: plain(ADDRESS, { format: 'picture' }),
    hero_image_alt: text(300, { optional: true, altOf: 'hero_image' }),
    image_gallery: gallery(50, { alt: 'image_gallery_alt', caption: 'image_gallery_caption' }),
    image_gallery_alt: galleryText('image_gallery', 300, { required: true }),
    image_gallery_caption: galleryText('image_gallery', 300),
    video_url: plain(ADDRESS, { format: 'url', optional: true }),
    short_description: paragraph(600, { lines: 3 }),
    full_description: rich(200_000, { headingOffset: 0 }),
    client_name: plain(200, { optional: true }),
    completion_date: plain(10, { format: 'date', optional: true }),
    year: number(1900, 2100, { optional: true }),
    project_timeline: text(200, { optional: true }),
    tags: tags(PROJECT_TAGS),
    seo_title: text(200, { optional: true, guidance: SEO_GUIDANCE.title }),
    seo_description: paragraph(600, { optional: true, lines: 3, guidance: SEO_GUIDANCE.description }),
  },
  sections: [
    { key: 'basics', fields: ['title', 'slug', 'category', 'status', 'featured'] },
    { key: 'media', fields: ['hero_image', 'hero_image_alt', 'image_gallery', 'video_url'] },
    { key: 'story', fields: ['short_description', 'full_description'] },
    { key: 'details', fields: ['client_name', 'completion_date', 'year', 'project_timeline', 'tags'] },
    { key: 'seo', fields: ['seo_title', 'seo_description'] },
  ],
  list: {
    title: 'title',
    image: 'hero_image',
    tags: [
      { field: 'status', is: 'draft', look: 'draft' },
      { field: 'featured', is: true, look: 'featured' },
    ],
    details: ['category'],
    extra: 'client_name',
    figure: 'completion_date',
  },
});
