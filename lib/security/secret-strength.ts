// How hard a configured secret is to guess, estimated from the string itself. The estimate is a
// floor against obvious mistakes (one letter repeated, a word repeated, `abcd…`, `1234…`,
// `qwerty…`), not proof of randomness: an English sentence scores as well as its letters do.

/** Rows of a keyboard: walking along one is as guessable as counting up. */
const KEYBOARD_ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** A character that continues a step of its two predecessors: `aaa`, `abc`, `975`, `aceg`. */
function continuesStep(codes: number[], i: number): boolean {
  return i >= 2 && codes[i]! - codes[i - 1]! === codes[i - 1]! - codes[i - 2]!;
}

/** A character next to its predecessor on a keyboard row, either way: `qw`, `lk`. */
function followsOnKeyboard(chars: string[], i: number): boolean {
  const pair = `${chars[i - 1] ?? ''}${chars[i]!}`.toLowerCase();
  return pair.length === 2 && KEYBOARD_ROWS.some((row) => row.includes(pair) || row.includes([...pair].reverse().join('')));
}

/** A character that completes three characters seen before it: the tail of a repeated block. */
function repeatsEarlierText(chars: string[], i: number): boolean {
  return (
    i >= 3 &&
    chars
      .slice(0, i)
      .join('')
      .includes(chars.slice(i - 2, i + 1).join(''))
  );
}

/**
 * Shannon entropy of the string's own character frequencies, in bits per character, with the
 * Miller–Madow correction: a short sample shows only part of a random alphabet, so the plain
 * estimate runs low by about (distinct characters − 1) / (2 · length · ln 2).
 */
function bitsPerCharacter(chars: string[]): number {
  const counts = new Map<string, number>();
  for (const char of chars) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = (counts.size - 1) / (2 * chars.length * Math.LN2);
  for (const count of counts.values()) bits -= (count / chars.length) * Math.log2(count / chars.length);
  return bits;
}

/**
 * The least a signing secret must score. HS256 wants a 256-bit key (RFC 7518, section 3.2); the
 * estimate runs low on random strings, so half of that is asked: 32 random bytes as
 * `openssl rand -base64 32` or `-hex 32` score about 225 (the lowest of 100,000 samples each:
 * 175 and 158), while the patterns above score under 35.
 */
export const MIN_SECRET_BITS = 128;

/**
 * Estimated bits of entropy: the characters a guesser could not predict from the ones before them
 * (see above), each worth the entropy per character of the whole string.
 */
export function estimateSecretBits(secret: string): number {
  const chars = [...secret];
  if (chars.length === 0) return 0;
  const unpredictable = predictableCharacters(chars).filter((predictable) => !predictable);
  return unpredictable.length * bitsPerCharacter(chars);
}

/** For each character, whether a guesser could predict it from the ones before it (see above). */
export function predictableCharacters(chars: string[]): boolean[] {
  const codes = chars.map((char) => char.codePointAt(0)!);
  return chars.map((_, i) => continuesStep(codes, i) || followsOnKeyboard(chars, i) || repeatsEarlierText(chars, i));
}
