import { predictableCharacters } from './secret-strength';

// A floor against obvious passwords, not a cracker's model (docs/decisions/secret-strength.md).

export const MIN_PASSWORD_BITS = 50;

/** Digits and signs that stand in for letters (p4ssw0rd): compared as those letters. */
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '!': 'i', l: 'i', '3': 'e', '4': 'a', '@': 'a', '5': 's', $: 's', '7': 't' };

/** Lower case, LEET swapped, one UTF-16 unit per character (others NUL), so positions match. */
function normalize(text: string): string {
  return [...text]
    .map((char) => {
      const lower = char.toLowerCase();
      return lower.length === 1 ? (LEET[lower] ?? lower) : '\0';
    })
    .join('');
}

/** Common passwords and their words (HIBP and NCSC top lists, a few Norwegian ones). */
const COMMON = [
  'password passord passwort admin administrator letmein welcome velkommen iloveyou sunshine princess',
  'football baseball soccer hockey dragon monkey master shadow superman batman trustno1 login secret',
  'hemmelig changeme default summer sommer winter vinter spring autumn freedom whatever starwars',
  'pokemon computer internet hello qwerty qwertz azerty 123456 654321 111111 000000 123123 test guest',
  'root user pass love studio norge oslo bergen',
]
  .join(' ')
  .split(' ')
  .map(normalize)
  // Longest first, so `pass` inside a `password` already counted is not counted again.
  .sort((a, b) => b.length - a.length);

const WORD_BITS = Math.log2(COMMON.length * 4);
// A year (1900-2099) is one guess of 200, as zxcvbn counts it, not four free digits: `name2026`.
const YEAR = /(?<!\d)(19|20)\d\d(?!\d)/g;
const YEAR_BITS = Math.log2(200);

const CLASSES: Array<[RegExp, number]> = [
  [/[a-z]/, 26],
  [/[A-Z]/, 26],
  [/[0-9]/, 10],
  [/[\x20-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/, 33],
  [/[^\x00-\x7f]/, 32],
];

export interface PasswordEstimate {
  bits: number;
  /** Parts found in the list of common passwords, as written in the password. */
  common: string[];
  /** Parts that are the site's own words (its name, address, e-mail, the username), as written. */
  site: string[];
}

/**
 * The words of the site's own names (zxcvbn's "user inputs"): each run of letters and digits of 3
 * or more, and the whole without its spaces and dots, so `Nordlys Studio` gives nordlys, studio
 * and nordlysstudio. A guesser tries them first, so they count as a common word.
 */
function siteWords(inputs: readonly string[]): string[] {
  return inputs.flatMap((input) => {
    const parts = normalize(input)
      .split(/[^a-z0-9\u00c0-\uffff]+/u)
      .filter(Boolean);
    return [...parts, parts.join('')].filter((word) => word.length >= 3);
  });
}

/** `siteInputs`: the site's name, host, e-mail and the admin username; variants of them count for little. */
export function estimatePasswordBits(password: string, siteInputs: readonly string[] = []): PasswordEstimate {
  const chars = [...password];
  const text = normalize(password);
  const inWord = chars.map(() => false);
  const found = { common: [] as string[], site: [] as string[] };
  const own = siteWords(siteInputs).map((word) => ({ word, kind: 'site' as const }));
  const words = [...own, ...COMMON.map((word) => ({ word, kind: 'common' as const }))].sort((a, b) => b.word.length - a.word.length);
  for (const { word, kind } of words) {
    for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
      if (inWord.slice(at, at + word.length).some(Boolean)) continue;
      found[kind].push(chars.slice(at, at + word.length).join(''));
      for (let i = at; i < at + word.length; i++) inWord[i] = true;
    }
  }
  // One character per position, as `text`, so the years' positions are those of `chars`.
  const digits = chars.map((char) => (/^\d$/.test(char) ? char : ' ')).join('');
  let years = 0;
  for (const { index } of digits.matchAll(YEAR)) {
    if (inWord.slice(index, index + 4).some(Boolean)) continue;
    years += 1;
    for (let i = index; i < index + 4; i++) inWord[i] = true;
  }
  const pool = CLASSES.reduce((size, [pattern, count]) => (pattern.test(password) ? size + count : size), 0);
  const predictable = predictableCharacters(chars);
  const free = chars.filter((char, i) => !inWord[i] && !predictable[i] && char !== chars[i - 1]).length;
  const wordCount = found.common.length + found.site.length;
  return { bits: free * Math.log2(Math.max(pool, 1)) + wordCount * WORD_BITS + years * YEAR_BITS, ...found };
}

/** Whether the password contains the username (digit-for-letter swaps included); ignored under 3 characters. */
export function containsUsername(password: string, username: string): boolean {
  const name = normalize(username.trim());
  return [...name].length >= 3 && normalize(password).includes(name);
}
