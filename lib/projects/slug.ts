/**
 * The slug the project form proposes for a title (SPEC section 4): lowercase, characters other
 * than letters, digits, spaces and hyphens removed, spaces become hyphens, repeated hyphens
 * collapse; a hyphen left at either end is dropped. Letters are ASCII only, so slugs stay plain in every URL ("Bjørk Café" → "bjrk-caf").
 */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    // A hyphen at either end would only come from stray punctuation ("Bloom -").
    .replace(/^-|-$/g, '');
}

/** What the API accepts as a slug: lowercase words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
