import { createHash } from 'node:crypto';
import type { NewDigitalProductRow, NewProjectRow, NewTestimonialRow } from '../schema';
import type { SeedProduct, SeedProject, SeedTestimonial } from './types';

// Seed records are written in the API's snake_case; these map them onto table rows.

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

export function toProjectRow(project: SeedProject): NewProjectRow {
  return {
    id: seedId('project', project.slug),
    slug: project.slug,
    title: project.title,
    titleNo: project.title_no,
    category: project.category,
    featured: project.featured,
    heroImage: project.hero_image,
    shortDescription: project.short_description,
    shortDescriptionNo: project.short_description_no,
    fullDescription: project.full_description,
    fullDescriptionNo: project.full_description_no,
    clientName: project.client_name,
    completionDate: project.completion_date ? new Date(`${project.completion_date}T12:00:00Z`) : null,
    year: project.year,
    projectTimeline: project.project_timeline,
    projectTimelineNo: project.project_timeline_no,
    videoUrl: project.video_url,
    imageGallery: project.image_gallery,
    heroImageAlt: project.hero_image_alt,
    heroImageAltNo: project.hero_image_alt_no,
    imageGalleryAlt: project.image_gallery_alt,
    imageGalleryAltNo: project.image_gallery_alt_no,
    tags: project.tags,
  };
}

export function toTestimonialRow(testimonial: SeedTestimonial, index: number): NewTestimonialRow {
  return {
    id: seedId('testimonial', testimonial.client_name),
    clientName: testimonial.client_name,
    role: testimonial.role,
    roleNo: testimonial.role_no,
    company: testimonial.company,
    projectType: testimonial.project_type,
    projectTypeNo: testimonial.project_type_no,
    testimonial: testimonial.testimonial,
    testimonialNo: testimonial.testimonial_no,
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
    title: product.title,
    titleNo: product.title_no,
    description: product.description,
    descriptionNo: product.description_no,
    priceCents: product.price_cents,
    currency: 'usd',
    imageUrl: `/images/products/${product.key}.webp`,
    category: product.category,
    subcategory: product.subcategory,
    subcategoryNo: product.subcategory_no,
    deliverable: product.deliverable,
    deliverableNo: product.deliverable_no,
    sortOrder: index,
  };
}
