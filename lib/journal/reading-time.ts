// An article's reading time, shown beside its date: its words at 200 a minute (a common pace for
// reading on a screen), rounded up, at least one minute.

const WORDS_PER_MINUTE = 200;

/** Minutes to read the rich text `html` (tags and entities count as word breaks, not words). */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z0-9#]+;/gi, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
