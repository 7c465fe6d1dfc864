import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import { routing, type Locale } from './routing';

export function asLocale(segment: string): Locale {
  if (!hasLocale(routing.locales, segment)) notFound();
  return segment;
}
