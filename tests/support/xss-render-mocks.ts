import { createElement, type AnchorHTMLAttributes } from 'react';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import no from '@/messages/no.json';

// What the public pages take from the Next server, for rendering them in jest (the stored-XSS
// checks of the rendered HTML): next-intl's server helpers in the page's language, a Link that is
// a plain anchor, and no draft mode. Each test file wires these in with jest.mock (hoisted there).

export const pageLocale: { current: 'en' | 'no' } = { current: 'en' };
const messagesOf = (locale: 'en' | 'no') => (locale === 'no' ? no : en);

type TranslationsArgument = string | { locale?: string; namespace?: string } | undefined;

export const intlServer = {
  getTranslations: async (argument: TranslationsArgument) => {
    const { locale = pageLocale.current, namespace } = typeof argument === 'object' ? argument : { namespace: argument };
    const language = locale === 'no' ? 'no' : 'en';
    return createTranslator({ locale: language, messages: messagesOf(language), namespace: namespace as never });
  },
  getLocale: async () => pageLocale.current,
  setRequestLocale: () => undefined,
  getMessages: async () => messagesOf(pageLocale.current),
  getFormatter: async () => ({ dateTime: (date: Date) => date.toISOString(), number: (n: number) => String(n) }),
};

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string | { pathname: string }; prefetch?: boolean };

export const plainLink = {
  // `prefetch` is Next's, not the anchor's (the footer's links turn it off).
  Link: ({ href, prefetch: _prefetch, ...props }: LinkProps) =>
    createElement('a', { href: typeof href === 'string' ? href : href.pathname, ...props }),
  usePathname: () => '/',
  useLocale: () => pageLocale.current,
  useRouter: () => ({ push: () => undefined, replace: () => undefined, prefetch: () => undefined }),
};

export const noDraftMode = {
  draftMode: async () => ({ isEnabled: false }),
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined }),
};
