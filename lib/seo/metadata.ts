import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LOCALE_TAGS } from '@/i18n/locales';
import { routing, type Locale } from '@/i18n/routing';
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

export async function routeMetadata(locale: Locale, route: SeoRoute, path: string, values?: Record<string, string>): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: `Seo.${route}` });
  return buildMetadata({
    locale,
    path,
    title: t('title'),
    description: t('description', values),
    keywords: t('keywords'),
    absoluteTitle: route === 'home',
  });
}
