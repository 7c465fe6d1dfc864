import 'server-only';
import { getCategoryLabel } from '@/components/projects/category-label';
import { catalogueTranslator } from '@/i18n/catalogues';
import type { Locale } from '@/i18n/routing';
import { getArticle } from '@/lib/content/articles';
import { getPublishedPageContent } from '@/lib/content/pages';
import { getDigitalProduct } from '@/lib/content/products';
import { getProject } from '@/lib/content/projects';
import { getArticleCategoryLabel } from '@/lib/journal/category-label';
import { cardPicture } from '@/lib/og/card-picture';
import type { CardKind } from '@/lib/og/card-path';
import type { CardText } from '@/lib/og/card';
import { isPageKey } from '@/lib/pages/registry';
import { getEnv } from '@/lib/env';
import { formatPrice } from '@/lib/shop/money';
import { categoryEntry } from '@/lib/shop/products/category-copy';

const site = () => new URL(getEnv().SITE_URL).host;

/** A page's card: its heading (the home page's hero, a legal page's title) under its eyebrow. */
async function pageCard(key: string, locale: Locale): Promise<CardText | null> {
  if (!isPageKey(key) || key === 'footer') return null;
  const content = (await getPublishedPageContent(key, locale)) as {
    seo: { title: string };
    header?: { eyebrow?: string; title: string };
    hero?: { eyebrow: string; title: string };
    title?: string;
  };
  const heading = content.header ?? content.hero;
  const title = heading?.title ?? content.title ?? content.seo.title;
  const eyebrow = heading?.eyebrow ?? content.seo.title;
  return { eyebrow: eyebrow === title ? '' : eyebrow, title, site: site() };
}

/** An article's card, in a language it is written in only (as its page). */
async function articleCard(slug: string, locale: Locale): Promise<CardText | null> {
  const article = await getArticle(slug, locale);
  if (!article?.languages.includes(locale)) return null;
  const category = await getArticleCategoryLabel(locale);
  const t = catalogueTranslator(locale, 'Journal');
  return {
    eyebrow: category(article.category),
    title: article.title,
    footnote: `${article.author} · ${t('readingTime', { minutes: article.reading_minutes })}`,
    site: site(),
    picture: await cardPicture(article.cover_image),
  };
}

async function projectCard(slug: string, locale: Locale): Promise<CardText | null> {
  const project = await getProject(slug, locale);
  if (!project) return null;
  const category = await getCategoryLabel(locale);
  return {
    eyebrow: category(project.category),
    title: project.title,
    footnote: project.client_name ?? undefined,
    site: site(),
    picture: await cardPicture(project.hero_image ?? project.image_url),
  };
}

async function productCard(id: string, locale: Locale): Promise<CardText | null> {
  const product = await getDigitalProduct(id, locale);
  if (!product) return null;
  const { categories } = await getPublishedPageContent('shop', locale);
  return {
    eyebrow: categoryEntry(categories, product.category)?.name ?? product.category,
    title: product.title,
    footnote: formatPrice(product.price, product.currency, locale),
    site: site(),
    picture: await cardPicture(product.image_url),
  };
}

/** What a card shows, or null for a subject that does not exist (publicly) in that language. */
export function cardText(kind: CardKind, key: string, locale: Locale): Promise<CardText | null> {
  switch (kind) {
    case 'page':
      return pageCard(key, locale);
    case 'article':
      return articleCard(key, locale);
    case 'project':
      return projectCard(key, locale);
    case 'product':
      return productCard(key, locale);
  }
}
