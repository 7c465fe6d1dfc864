import { articleDescription } from '../../lib/journal/fields';
import { xssKind, type RecordTexts } from './xss-kind';

// The payload articles: every text field of the article's description holds the payloads
// (tests/support/xss-kind.ts; the author's 80 characters hold those that fit), and each URL payload
// is tried as the cover of one article. Shared by the jest checks of the rendered journal
// (tests/api/stored-xss-articles.test.ts) and of the admin's screens (tests/unit/stored-xss-admin.test.tsx).

export const articleXss = xssKind({ description: articleDescription, letter: 'W' });

export const PICTURE = '/images/journal/how-we-run-a-brand-project/cover.webp';

/** The values of every field that takes no markup payload: published now, so every page shows it. */
export const articleBase = (index: number, set: string) => ({
  slug: `xss-${set}-${index}`,
  category: 'process',
  status: 'published',
  published_at: null,
  cover_image: PICTURE,
  tags: ['branding'],
  related_project_ids: [],
  related_product_ids: [],
});

export function articleBody(index: number, set: string): { body: Record<string, unknown>; texts: RecordTexts } {
  return { body: articleXss.body(index, set, articleBase(index, set)), texts: articleXss.texts(index, set) };
}
