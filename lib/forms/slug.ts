// Letters Unicode does not decompose, spelled out as Norwegian writers do: "Hår" → "har", "Bjørk" → "bjork".
const SPELLED_OUT: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a', ß: 'ss', þ: 'th', ð: 'd', œ: 'oe', ł: 'l', đ: 'd' };

function transliterate(text: string): string {
  return text
    .replace(/[æøåßþðœłđ]/g, (letter) => SPELLED_OUT[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
}

/** The form's proposed slug (docs/behaviour.md#project-form): ASCII letters, digits and single hyphens. */
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

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
