import { BASE_CURRENCY, otherPrices } from '@/lib/shop/products/prices';
import { createHash } from 'node:crypto';
import type { Localized, LocalizedText } from '@/i18n/localized';
import { routing } from '@/i18n/routing';
import type { NewArticleRow, NewDigitalProductRow, NewProjectRow, NewTestimonialRow } from '../schema';
import type { SeedArticle, SeedProduct, SeedProject, SeedTestimonial, Translated } from './types';

// Seed records are written in the API's snake_case with a value per language; these map them onto
// table rows.

/**
 * A UUID derived from the record's key (name-based, version 5 layout), so demo content gets the
 * same ids every time it is seeded: links, caches and bookmarks from an earlier demo database
 * keep pointing at the same product or project.
 */
export function seedId(kind: string, key: string): string {
  const hex = createHash('sha1').update(`nordlys-demo:${kind}:${key}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The languages that have a text: a null or '' stands for none, as the stored JSON leaves it out. */
const given = <T>(value: Translated<T | null>): Localized<T> =>
  Object.fromEntries(
    routing.locales
      .map((locale) => [locale, value[locale]] as const)
      .filter(([, text]) => text !== null && text !== undefined && text !== ''),
  ) as Localized<T>;

const unlessEmpty = (value: LocalizedText) => (Object.keys(value).length > 0 ? value : null);

export function toProjectRow(project: SeedProject): NewProjectRow {
  return {
    id: seedId('project', project.slug),
    slug: project.slug,
    title: given(project.title),
    category: project.category,
    featured: project.featured,
    heroImage: project.hero_image,
    shortDescription: given(project.short_description),
    fullDescription: given(project.full_description),
    clientName: project.client_name,
    completionDate: project.completion_date ? new Date(`${project.completion_date}T12:00:00Z`) : null,
    year: project.year,
    projectTimeline: unlessEmpty(given(project.project_timeline)),
    videoUrl: project.video_url,
    imageGallery: project.image_gallery,
    heroImageAlt: unlessEmpty(given(project.hero_image_alt)),
    imageGalleryAlt: given(project.image_gallery_alt),
    imageGalleryCaption: given(project.image_gallery_caption),
    tags: project.tags,
  };
}

export function toTestimonialRow(testimonial: SeedTestimonial, index: number): NewTestimonialRow {
  return {
    id: seedId('testimonial', testimonial.client_name),
    clientName: testimonial.client_name,
    role: given(testimonial.role),
    company: testimonial.company,
    projectType: given(testimonial.project_type),
    testimonial: given(testimonial.testimonial),
    rating: testimonial.rating,
    featured: testimonial.featured,
    sortOrder: index,
    // Newest first, as the seed lists them: dates that agree with the order.
    createdAt: new Date(Date.UTC(2025, 0, 1) - index * 86_400_000),
  };
}

export function toProductRow(product: SeedProduct, index: number): NewDigitalProductRow {
  return {
    id: seedId('product', product.key),
    title: given(product.title),
    description: given(product.description),
    priceCents: product.price_cents,
    currency: BASE_CURRENCY,
    prices: otherPrices(product.price_cents),
    imageUrl: `/images/products/${product.key}.webp`,
    category: product.category,
    subcategory: unlessEmpty(given(product.subcategory)),
    deliverable: given(product.deliverable),
    gallery: product.gallery,
    galleryAlt: given(product.gallery_alt),
    contents: given(product.contents),
    compatibility: unlessEmpty(given(product.compatibility)),
    sortOrder: index,
  };
}

/** An article, published at its time; its related projects and products by their demo ids. */
export function toArticleRow(article: SeedArticle): NewArticleRow {
  return {
    id: seedId('article', article.slug),
    slug: article.slug,
    title: given(article.title),
    excerpt: given(article.excerpt),
    coverImage: article.cover_image,
    coverImageAlt: unlessEmpty(given(article.cover_image_alt)),
    body: given(article.body),
    category: article.category,
    tags: article.tags,
    author: article.author,
    relatedProjectIds: article.related_projects.map((slug) => seedId('project', slug)),
    relatedProductIds: article.related_products.map((key) => seedId('product', key)),
    status: 'published',
    publishedAt: new Date(article.published_at),
    // Demo articles are in the past: nothing to announce.
    announcedAt: new Date(article.published_at),
  };
}
