import { ARTICLE_CATEGORIES, type ArticleCategory } from './options';

/**
 * A list page's number from its address: 2 and up, written as a number is (no sign, no leading
 * zero). Page 1 is the list's own address, so `/page/1` is not a second address of it.
 */
export function pageNumber(segment: string): number | null {
  return /^[1-9]\d{0,3}$/.test(segment) && segment !== '1' ? Number(segment) : null;
}

export function articleCategory(segment: string): ArticleCategory | null {
  return (ARTICLE_CATEGORIES as readonly string[]).includes(segment) ? (segment as ArticleCategory) : null;
}
