import { BASE_CURRENCY, otherPrices } from '@/lib/shop/products/prices';
import { createHash } from 'node:crypto';
import { fromFlatFields, type LocalizedText } from '@/i18n/localized';
import type { NewDigitalProductRow, NewProjectRow, NewTestimonialRow } from '../schema';
import type { SeedProduct, SeedProject, SeedTestimonial } from './types';

// Seed records are written in the API's snake_case, each translation as `<field>_<locale>`; these
// map them onto table rows.

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

const unlessEmpty = (value: LocalizedText) => (Object.keys(value).length > 0 ? value : null);

export function toProjectRow(project: SeedProject): NewProjectRow {
  return {
    id: seedId('project', project.slug),
    slug: project.slug,
    title: fromFlatFields(project, 'title'),
    category: project.category,
    featured: project.featured,
    heroImage: project.hero_image,
    shortDescription: fromFlatFields(project, 'short_description'),
    fullDescription: fromFlatFields(project, 'full_description'),
    clientName: project.client_name,
    completionDate: project.completion_date ? new Date(`${project.completion_date}T12:00:00Z`) : null,
    year: project.year,
    projectTimeline: unlessEmpty(fromFlatFields(project, 'project_timeline')),
    videoUrl: project.video_url,
    imageGallery: project.image_gallery,
    heroImageAlt: unlessEmpty(fromFlatFields(project, 'hero_image_alt')),
    imageGalleryAlt: fromFlatFields(project, 'image_gallery_alt'),
    imageGalleryCaption: fromFlatFields(project, 'image_gallery_caption'),
    tags: project.tags,
  };
}

export function toTestimonialRow(testimonial: SeedTestimonial, index: number): NewTestimonialRow {
  return {
    id: seedId('testimonial', testimonial.client_name),
    clientName: testimonial.client_name,
    role: fromFlatFields(testimonial, 'role'),
    company: testimonial.company,
    projectType: fromFlatFields(testimonial, 'project_type'),
    testimonial: fromFlatFields(testimonial, 'testimonial'),
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
    title: fromFlatFields(product, 'title'),
    description: fromFlatFields(product, 'description'),
    priceCents: product.price_cents,
    currency: BASE_CURRENCY,
    prices: otherPrices(product.price_cents),
    imageUrl: `/images/products/${product.key}.webp`,
    category: product.category,
    subcategory: unlessEmpty(fromFlatFields(product, 'subcategory')),
    deliverable: fromFlatFields(product, 'deliverable'),
    gallery: product.gallery,
    galleryAlt: fromFlatFields(product, 'gallery_alt'),
    contents: fromFlatFields(product, 'contents'),
    compatibility: unlessEmpty(fromFlatFields(product, 'compatibility')),
    sortOrder: index,
  };
}
