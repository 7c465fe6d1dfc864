import 'server-only';
import type { Metadata } from 'next';
import { LOCALE_TAGS } from '@/i18n/locales';
import { routing, type Locale } from '@/i18n/routing';
import { getPageContent } from '@/lib/content/pages';
import type { Read, seo } from '@/lib/forms/fields';
import { fillIn } from '@/lib/pages/localize';
import { PAGES, type PageKey } from '@/lib/pages/registry';
import { cardPath } from '@/lib/og/card-path';
import { CARD_SIZE } from '@/lib/og/card-size';
import { STUDIO_NAME } from '@/lib/site';
import { absoluteUrl, languageAlternates, localizedUrl } from './urls';

const DEFAULT_IMAGE = { url: '/images/og-default.png', width: 1200, height: 630 };

export interface PageSeo {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  keywords?: string;
  /** A picture the studio chose (an upload); else the page's social card, else the site's. */
  image?: string;
  /** The page's social card (lib/og/card-path.ts), 1200 × 630. */
  card?: string;
  type?: 'website' | 'article';
  absoluteTitle?: boolean;
  /** The languages the page exists in, when not all (an article not yet translated). */
  languages?: readonly Locale[];
  /** RSS feeds the page points readers to, by address. */
  feeds?: Record<string, string>;
}

export function buildMetadata(page: PageSeo): Metadata {
  const url = localizedUrl(page.locale, page.path);
  const image = page.image
    ? { url: absoluteUrl(page.image) }
    : page.card
      ? { url: absoluteUrl(page.card), width: CARD_SIZE.width, height: CARD_SIZE.height }
      : { ...DEFAULT_IMAGE, url: absoluteUrl(DEFAULT_IMAGE.url) };
  const fullTitle = page.absoluteTitle ? page.title : `${page.title} | ${STUDIO_NAME}`;
  return {
    title: page.absoluteTitle ? { absolute: page.title } : page.title,
    description: page.description,
    keywords: page.keywords,
    alternates: {
      canonical: url,
      languages: languageAlternates(page.path, page.languages),
      ...(page.feeds
        ? { types: { 'application/rss+xml': Object.entries(page.feeds).map(([feedUrl, title]) => ({ url: feedUrl, title })) } }
        : {}),
    },
    openGraph: {
      type: page.type ?? 'website',
      url,
      siteName: STUDIO_NAME,
      title: fullTitle,
      description: page.description,
      locale: LOCALE_TAGS[page.locale].og,
      alternateLocale: (page.languages ?? routing.locales)
        .filter((locale) => locale !== page.locale)
        .map((locale) => LOCALE_TAGS[locale].og),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description: page.description, images: [image.url] },
  };
}

type SeoTexts = Read<ReturnType<typeof seo>>;

/** A page with search texts: every edited page but the footer, which is part of every page. */
export type SeoPage = Exclude<PageKey, 'footer'>;

/**
 * A page's metadata from its search texts, edited in the admin, at the path the registry gives it;
 * `values` fill the description's `{name}` placeholders (the services' prices).
 */
export async function routeMetadata(locale: Locale, key: SeoPage, values: Record<string, string> = {}): Promise<Metadata> {
  const { seo }: { seo: SeoTexts } = await getPageContent(key, locale);
  return buildMetadata({
    locale,
    path: PAGES[key].path,
    title: seo.title,
    description: fillIn(seo.description, values),
    keywords: seo.keywords,
    image: seo.image || undefined,
    card: cardPath(locale, 'page', key),
    absoluteTitle: key === 'home',
  });
}
