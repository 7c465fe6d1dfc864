/** Where each language's RSS feed of the journal is, before the language prefix (app/journal/feed.xml). */
export const FEED_PATH = '/journal/feed.xml';
