import { match } from '@formatjs/intl-localematcher';
import Negotiator from 'negotiator';
import { hasLocale } from 'next-intl';
import { routing, type Locale } from './routing';

/**
 * The admin's language for a request: the one chosen in this browser (its cookie's value), else the
 * browser's languages matched against the configured ones by CLDR's rules (nb, nn and no are
 * Norwegian; Danish reads it too), else the default.
 */
export function resolveAdminLocale(chosen: string | undefined, acceptLanguage: string | null | undefined): Locale {
  if (hasLocale(routing.locales, chosen)) return chosen;
  const requested = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? undefined } }).languages();
  try {
    const matched = match(requested, routing.locales, routing.defaultLocale);
    return hasLocale(routing.locales, matched) ? matched : routing.defaultLocale;
  } catch {
    // A malformed language tag in the header: the default, as without one.
    return routing.defaultLocale;
  }
}
