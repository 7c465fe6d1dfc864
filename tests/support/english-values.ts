import en from '@/messages/en.json';
import no from '@/messages/no.json';
import { messageLeaves, type MessageTree } from './message-leaves';
import { seedTexts } from './page-seeds';

// What an English visitor-facing string looks like, for the test that no Norwegian page shows one:
// every message of en.json and every page text of the seed content (lib/db/seed/data/pages) whose
// Norwegian value differs, with its arguments and tags (HTML ones too) taken out. A string the
// Norwegian texts use themselves ("Instagram", "Branding" where the Norwegian text says so) is
// never counted as English.

const ARGUMENT = '\u0000';

/** The message with each ICU argument ({name}, {count, plural, …}, nested braces included) and each tag (<b>, <a href="…">) replaced by a marker. */
export function markArguments(message: string): string {
  let out = '';
  let depth = 0;
  for (const char of message.replace(/<\/?[a-zA-Z][\w-]*(?:\s[^>]*)?\/?>/g, ARGUMENT)) {
    if (char === '{') {
      if (depth === 0) out += ARGUMENT;
      depth += 1;
    } else if (char === '}' && depth > 0) depth -= 1;
    else if (depth === 0) out += char;
  }
  // ICU's escaped apostrophe.
  return out.replace(/''/g, "'");
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
const hasWord = (text: string) => /\p{L}{2,}/u.test(text);

/** The literal pieces of a message between its arguments, as separate text nodes would show them. */
export function literalPieces(message: string): string[] {
  return markArguments(message).split(ARGUMENT).map(normalize).filter(hasWord);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message with arguments as a whole-string pattern ('Client: {name}' matches 'Client: Hanne'); null without arguments. */
export function messagePattern(message: string): RegExp | null {
  const marked = markArguments(message);
  if (!marked.includes(ARGUMENT) || !hasWord(marked.replaceAll(ARGUMENT, ''))) return null;
  const source = marked
    .split(ARGUMENT)
    .map((piece) => escapeRegExp(piece.replace(/\s+/g, ' ')))
    .join('.+?');
  return new RegExp(`^${source.trim()}$`, 'i');
}

export interface EnglishValues {
  /** Lower-cased literal pieces of the English messages that the Norwegian messages do not use. */
  pieces: Map<string, string>;
  /** Whole-message patterns of English messages with arguments, by message key. */
  patterns: Map<string, RegExp>;
}

/** The texts compared: the site's messages and seed pages by default, or another catalogue (the admin's). */
export interface Catalogues {
  english: Map<string, string>;
  norwegian: Map<string, string>;
}

const SITE: () => Catalogues = () => ({
  english: new Map([...messageLeaves(en as unknown as MessageTree), ...seedTexts('en')]),
  norwegian: new Map([...messageLeaves(no as unknown as MessageTree), ...seedTexts('no')]),
});

/** The English message values to look for on Norwegian pages, plus extra strings (the English tag labels). */
export function englishValues(extra: Record<string, string> = {}, catalogues: Catalogues = SITE()): EnglishValues {
  const norwegian = catalogues.norwegian;
  const norwegianPieces = new Set([...norwegian.values()].flatMap(literalPieces));
  const pieces = new Map<string, string>();
  const patterns = new Map<string, RegExp>();
  for (const [key, english] of [...catalogues.english, ...Object.entries(extra)]) {
    const own = norwegian.get(key);
    if (own !== undefined && normalize(own) === normalize(english)) continue;
    for (const piece of literalPieces(english)) if (!norwegianPieces.has(piece) && !pieces.has(piece)) pieces.set(piece, key);
    const pattern = messagePattern(english);
    if (pattern && !(own !== undefined && pattern.test(normalize(own)))) patterns.set(key, pattern);
  }
  return { pieces, patterns };
}

/** Which English message (by key) a visitor-facing string is, or null. */
export function englishKeyOf(text: string, values: EnglishValues): string | null {
  const shown = normalize(text);
  if (!hasWord(shown)) return null;
  const piece = values.pieces.get(shown);
  if (piece) return piece;
  for (const [key, pattern] of values.patterns) if (pattern.test(shown)) return key;
  return null;
}
