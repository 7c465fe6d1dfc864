// Letters that Unicode does not decompose into a base letter and a mark, spelled as Norwegian
// (and German, Icelandic) writers spell them without the letter: "Hår" → "har", "Bjørk" → "bjork".
const SPELLED_OUT: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a', ß: 'ss', þ: 'th', ð: 'd', œ: 'oe', ł: 'l', đ: 'd' };

/** Latin letters as ASCII: spelled-out letters first, then accents dropped ("Café" → "cafe"). */
function transliterate(text: string): string {
  return text
    .replace(/[æøåßþðœłđ]/g, (letter) => SPELLED_OUT[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
}

/**
 * The slug the project form proposes for a title (docs/behaviour.md#project-form): lowercase,
 * characters other than letters, digits, spaces and hyphens removed, spaces become hyphens,
 * repeated hyphens collapse; a hyphen left at either end is dropped. Letters become ASCII first, so
 * slugs stay plain in every URL and keep the words readable ("Hanne Hår & Hud" → "hanne-har-hud",
 * "Bjørk Café" → "bjork-cafe"); letters of other scripts are removed by that rule.
 */
export function slugFromTitle(title: string): string {
  return (
    transliterate(title.toLowerCase())
      .replace(/[^a-z0-9\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .replace(/-+/g, '-')
      // A hyphen at either end would only come from stray punctuation ("Bloom -").
      .replace(/^-|-$/g, '')
  );
}

/** What the API accepts as a slug: lowercase words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
