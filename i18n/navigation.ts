'use client';

import NextLink from 'next/link';
import { usePathname as useNextPathname } from 'next/navigation';
import { createElement, type ComponentProps } from 'react';
import { localeOfPath, localizedPath, withoutLocale } from './paths';
import type { Locale } from './routing';

// The language comes from the address, not next-intl's client runtime (docs/decisions/public-i18n-runtime.md);
// a .ts file like the rest of i18n/, hence createElement.

export function useLocale(): Locale {
  return localeOfPath(useNextPathname() ?? '/');
}

export function usePathname(): string {
  return withoutLocale(useNextPathname() ?? '/');
}

type Href = string | { pathname: string; query?: Record<string, string> };

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  href: Href;
  /** Another language than the page's: the link leads to the same path in that language. */
  locale?: Locale;
};

export function Link({ href, locale, prefetch, ...props }: LinkProps) {
  const current = useLocale();
  const target = locale ?? current;
  const localized = typeof href === 'string' ? localizedPath(href, target) : { ...href, pathname: localizedPath(href.pathname, target) };
  // A visitor seldom switches language, so the other language's page is not fetched ahead.
  const switching = target !== current;
  return createElement(NextLink, { href: localized, prefetch: switching ? false : prefetch, ...props });
}
