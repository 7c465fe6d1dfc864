import type { Localized } from '@/i18n/localized';
import { z } from '@/lib/zod';

// A record's pictures as the API takes them: addresses on this site, and texts lined up with them.
// No server-only code: the product form checks with it too.

const ADDRESS = 2048;

// No query or fragment: next/image throws on one, which made every page showing the project a 500.
const SITE_IMAGE_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

/** This site's own pictures only: pages show them through the image optimizer, which fetches no other host. */
export const imageAddress = z
  .string()
  .trim()
  .max(ADDRESS)
  .regex(SITE_IMAGE_PATH, 'must be a site path such as /uploads/… (upload pictures from other sites; no query or fragment)');

/** A record's one needed picture (a project's hero, an article's cover): said empty first, then held to a site path. */
export const requiredImageAddress = z.string({ error: 'must not be empty' }).trim().min(1, 'must not be empty').pipe(imageAddress);

/** Each language's texts cut to the pictures' number or padded with '' to it, so position n describes picture n. */
export const alignedTo = (pictures: readonly unknown[], texts: Localized<string[]>): Localized<string[]> =>
  Object.fromEntries(Object.entries(texts).map(([locale, list]) => [locale, pictures.map((_, index) => list?.[index] ?? '')]));
