import 'server-only';
import type { StoredPage } from '@/lib/pages/content';
import type { PageKey } from '@/lib/pages/registry';
import { getStudioContact } from '@/lib/site';
import { PAGE_SEEDS } from './data/pages';

/**
 * A page's texts before the studio has published it: the site's original texts, with the studio's
 * address, phone and social link from the configuration (lib/env.ts) where they appear.
 */
export function seedPage<K extends PageKey>(key: K): StoredPage<K> {
  const contact = getStudioContact();
  const values: Record<string, string> = { email: contact.email, phone: contact.phone, socialUrl: contact.socialUrl };
  const json = JSON.stringify(PAGE_SEEDS[key]).replace(/\{(email|phone|socialUrl)\}/g, (_, name: string) =>
    JSON.stringify(values[name]).slice(1, -1),
  );
  return JSON.parse(json) as StoredPage<K>;
}
