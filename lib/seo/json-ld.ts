import 'server-only';
import { LOCALE_TAGS } from '@/i18n/locales';
import { routing, type Locale } from '@/i18n/routing';
import type { Article } from '@/lib/content/articles';
import type { Project, Testimonial } from '@/lib/content/types';
import { STUDIO_NAME } from '@/lib/site';
import { absoluteUrl, localizedUrl } from './urls';

type JsonLd = Record<string, unknown>;

const organizationId = () => `${localizedUrl(routing.defaultLocale, '/')}#organization`;

/** The studio as search engines read it; its contact details are the ones the studio edits (Pages › Contact, Footer). */
export function organizationJsonLd(
  locale: Locale,
  contact: { description: string; email: string; phone: string; socialUrl: string },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(),
    name: STUDIO_NAME,
    url: localizedUrl(locale, '/'),
    // The full-size mark: search engines want a logo of at least 112 px; the favicon is 48 px.
    logo: absoluteUrl('/images/logo.png'),
    image: absoluteUrl('/images/og-default.png'),
    description: contact.description,
    email: contact.email,
    telephone: contact.phone,
    sameAs: [contact.socialUrl],
  };
}

export interface ProjectLabels {
  category: (category: string) => string;
  tag: (tag: string) => string;
}

export function projectJsonLd(locale: Locale, project: Project, path: string, labels: ProjectLabels): JsonLd {
  const image = project.hero_image ?? project.image_url;
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: project.title,
    headline: project.title,
    description: project.short_description,
    url: localizedUrl(locale, path),
    inLanguage: LOCALE_TAGS[locale].language,
    genre: labels.category(project.category),
    keywords: project.tags.map(labels.tag).join(', '),
    // The cover alone: the gallery's pictures are on the page with their alt texts, and listing
    // them here again wrote a dozen addresses twice into the page (HTML and RSC payload).
    ...(image ? { image: absoluteUrl(image) } : {}),
    ...(project.completion_date
      ? { dateCreated: project.completion_date.slice(0, 10) }
      : project.year
        ? { dateCreated: String(project.year) }
        : {}),
    creator: { '@id': organizationId() },
    ...(project.client_name ? { funder: { '@type': 'Organization', name: project.client_name } } : {}),
  };
}

export function reviewsJsonLd(testimonials: Testimonial[]): JsonLd | null {
  if (testimonials.length === 0) return null;
  const total = testimonials.reduce((sum, testimonial) => sum + testimonial.rating, 0);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(),
    name: STUDIO_NAME,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: Math.round((total / testimonials.length) * 10) / 10,
      reviewCount: testimonials.length,
      bestRating: 5,
      worstRating: 1,
    },
    review: testimonials.map((testimonial) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: testimonial.client_name },
      reviewBody: testimonial.testimonial,
      reviewRating: { '@type': 'Rating', ratingValue: testimonial.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

/** An article as a blog post: its author a person, its publisher the studio. */
export function articleJsonLd(locale: Locale, article: Article, path: string, category: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.excerpt,
    url: localizedUrl(locale, path),
    mainEntityOfPage: localizedUrl(locale, path),
    inLanguage: LOCALE_TAGS[locale].language,
    image: absoluteUrl(article.cover_image),
    datePublished: article.published_at,
    dateModified: article.updated_at > article.published_at ? article.updated_at : article.published_at,
    articleSection: category,
    keywords: article.tags.join(', '),
    timeRequired: `PT${article.reading_minutes}M`,
    author: { '@type': 'Person', name: article.author },
    publisher: { '@id': organizationId() },
  };
}

/** Where a page sits under the home page, by name and path, for search results' trail. */
export function breadcrumbJsonLd(locale: Locale, trail: { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: localizedUrl(locale, step.path),
    })),
  };
}
