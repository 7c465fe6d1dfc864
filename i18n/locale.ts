import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import { routing, type Locale } from './routing';

/** The route's locale segment as a Locale; anything else is a 404. */
export function asLocale(segment: string): Locale {
  if (!hasLocale(routing.locales, segment)) notFound();
  return segment;
}
