import { notFound } from '@/lib/http/responses';
import { isPageKey, PAGE_KEYS, type PageKey } from './registry';

/** The page a route's `{key}` names, or 404 with the keys there are. */
export function pageKeyOf(key: string): PageKey {
  if (!isPageKey(key)) throw notFound(`No such page; the pages are: ${PAGE_KEYS.join(', ')}`);
  return key;
}
