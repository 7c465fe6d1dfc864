import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LOCALE_TAGS } from '@/i18n/locales';
import { routing, type Locale } from '@/i18n/routing';
import { getPageContent } from '@/lib/content/pages';
import type { Read, seo } from '@/lib/pages/fields';
import { fillIn } from '@/lib/pages/localize';
import type { PageKey } from '@/lib/pages/registry';
import { STUDIO_NAME } from '@/lib/site';
import { absoluteUrl, languageAlternates, localizedUrl } from './urls';

const DEFAULT_IMAGE = { url: '/images/og-default.png', width: 1200, height: 630 };

export interface PageSeo {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  keywords?: string;
  image?: string;
  type?: 'website' | 'article';
  absoluteTitle?: boolean;
}

export function buildMetadata(page: PageSeo): Metadata {
  const url = localizedUrl(page.locale, page.path);
  const image = page.image ? { url: absoluteUrl(page.image) } : { ...DEFAULT_IMAGE, url: absoluteUrl(DEFAULT_IMAGE.url) };
  const fullTitle = page.absoluteTitle ? page.title : `${page.title} | ${STUDIO_NAME}`;
  return {
    title: page.absoluteTitle ? { absolute: page.title } : page.title,
    description: page.description,
    keywords: page.keywords,
    alternates: { canonical: url, languages: languageAlternates(page.path) },
    openGraph: {
      type: page.type ?? 'website',
      url,
      siteName: STUDIO_NAME,
      title: fullTitle,
      description: page.description,
      locale: LOCALE_TAGS[page.locale].og,
      alternateLocale: routing.locales.filter((locale) => locale !== page.locale).map((locale) => LOCALE_TAGS[locale].og),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description: page.description, images: [image.url] },
  };
}

export type SeoRoute =
  'home' | 'about' | 'services' | 'projects' | 'digitalProducts' | 'contact' | 'testimonials' | 'privacyPolicy' | 'termsOfService';

type SeoTexts = Read<ReturnType<typeof seo>>;

// Routes whose search texts are their page's content, edited in the admin; the others (no page
// content yet) keep their `Seo.<route>` messages.
const ROUTE_PAGES: Partial<Record<SeoRoute, Exclude<PageKey, 'footer'>>> = {
  home: 'home',
  about: 'about',
  services: 'services',
  digitalProducts: 'shop',
  contact: 'contact',
  privacyPolicy: 'privacy-policy',
  termsOfService: 'terms-of-service',
};

async function seoTexts(locale: Locale, route: SeoRoute): Promise<SeoTexts> {
  const page = ROUTE_PAGES[route];
  if (page) {
    const content: { seo: SeoTexts } = await getPageContent(page, locale);
    return content.seo;
  }
  const t = await getTranslations({ locale, namespace: `Seo.${route}` });
  return { title: t('title'), description: t('description'), keywords: t('keywords'), image: '' };
}

/** A route's metadata; `values` fill the description's `{name}` placeholders (the services' prices). */
export async function routeMetadata(locale: Locale, route: SeoRoute, path: string, values: Record<string, string> = {}): Promise<Metadata> {
  const seo = await seoTexts(locale, route);
  return buildMetadata({
    locale,
    path,
    title: seo.title,
    description: fillIn(seo.description, values),
    keywords: seo.keywords,
    image: seo.image || undefined,
    absoluteTitle: route === 'home',
  });
}
