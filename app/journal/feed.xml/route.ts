import { routing } from '@/i18n/routing';
import { journalFeedResponse } from '@/lib/journal/feed';

// The default language's feed sits at the root like its pages; a file-like address is not rewritten
// to app/[locale] (next.config.mjs), so it has a route of its own. Read from the cached articles.
export const dynamic = 'force-dynamic';

export function GET(): Promise<Response> {
  return journalFeedResponse(routing.defaultLocale);
}
