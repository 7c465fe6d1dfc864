import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { errorResponse } from '@/lib/http/responses';
import { journalFeedResponse } from '@/lib/journal/feed';

// Every other language's feed, under its prefix (/no/journal/feed.xml); the default language's is at
// app/journal/feed.xml.
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: RouteContext<'/[locale]/journal/feed.xml'>): Promise<Response> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale) || locale === routing.defaultLocale)
    return errorResponse(404, 'No journal feed in this language');
  return journalFeedResponse(locale);
}
