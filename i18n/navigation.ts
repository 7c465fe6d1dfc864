'use client';

import NextLink from 'next/link';
import { usePathname as useNextPathname } from 'next/navigation';
import { createElement, type ComponentProps } from 'react';
import { localeOfPath, localizedPath, withoutLocale } from './paths';
import type { Locale } from './routing';

// Localized links and the current language for every component of the public site, server or
// client. They read the language from the address instead of next-intl's client provider, whose
// runtime (the ICU message parser included) createNavigation(routing)'s Link needs: measured
// 2026-11-27, it took every public page from 152.2 to 166.7 kB gzip and the payment page to
// 172.2 kB, over the 170.1 kB budget (npm run bench, js part).
// A .ts file like the rest of i18n/, hence createElement instead of JSX.

/** The language of the page shown. */
export function useLocale(): Locale {
  return localeOfPath(useNextPathname() ?? '/');
}

/** The path of the page shown, without its language prefix ('/no/about' gives '/about'). */
export function usePathname(): string {
  return withoutLocale(useNextPathname() ?? '/');
}

type Href = string | { pathname: string; query?: Record<string, string> };

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  href: Href;
  /** Another language than the page's: the link leads to the same path in that language. */
  locale?: Locale;
};

/** next/link with the path in the page's language, or in `locale` when given. */
export function Link({ href, locale, prefetch, ...props }: LinkProps) {
  const current = useLocale();
  const target = locale ?? current;
  const localized = typeof href === 'string' ? localizedPath(href, target) : { ...href, pathname: localizedPath(href.pathname, target) };
  // A visitor seldom switches language, so the other language's page is not fetched ahead.
  const switching = target !== current;
  return createElement(NextLink, { href: localized, prefetch: switching ? false : prefetch, ...props });
}
