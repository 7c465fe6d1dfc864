// A floor against obvious secrets (repeats, runs, keyboard walks): docs/decisions/secret-strength.md

const KEYBOARD_ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** A character that continues a step of its two predecessors: `aaa`, `abc`, `975`, `aceg`. */
function continuesStep(codes: number[], i: number): boolean {
  return i >= 2 && codes[i]! - codes[i - 1]! === codes[i - 1]! - codes[i - 2]!;
}

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

/** Shannon entropy per character, Miller–Madow corrected (a short sample shows part of the alphabet). */
function bitsPerCharacter(chars: string[]): number {
  const counts = new Map<string, number>();
  for (const char of chars) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = (counts.size - 1) / (2 * chars.length * Math.LN2);
  for (const count of counts.values()) bits -= (count / chars.length) * Math.log2(count / chars.length);
  return bits;
}

/** Half of HS256's 256-bit key: the estimate runs low on random strings (docs/decisions/secret-strength.md). */
export const MIN_SECRET_BITS = 128;

export function estimateSecretBits(secret: string): number {
  const chars = [...secret];
  if (chars.length === 0) return 0;
  const unpredictable = predictableCharacters(chars).filter((predictable) => !predictable);
  return unpredictable.length * bitsPerCharacter(chars);
}

export function predictableCharacters(chars: string[]): boolean[] {
  const codes = chars.map((char) => char.codePointAt(0)!);
  return chars.map((_, i) => continuesStep(codes, i) || followsOnKeyboard(chars, i) || repeatsEarlierText(chars, i));
}
