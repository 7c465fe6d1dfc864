import { routing } from '@/i18n/routing';
import { asLocale } from '@/i18n/locale';
import { notFound } from 'next/navigation';
import { journalFeedResponse } from '@/lib/journal/feed';

// Every other language's feed, under its prefix (/no/journal/feed.xml); the default language's is at
// app/journal/feed.xml.
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: RouteContext<'/[locale]/journal/feed.xml'>): Promise<Response> {
  const locale = asLocale((await params).locale);
  if (locale === routing.defaultLocale) notFound();
  return journalFeedResponse(locale);
}
