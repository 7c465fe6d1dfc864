import 'server-only';
import { HttpError } from '@/lib/http/responses';
import { adminRefusal } from '@/lib/http/refusal';
import { getEnv } from '@/lib/env';
import { keyedHash, linkToken } from './sealed';

// Invitation and reset links: a random token in the address, only its keyed hash in the database,
// good once and until it expires. A link that never was and one already used get the same answer.

const PURPOSE = 'single-use-link';

export const newLink = (path: string) => {
  const token = linkToken();
  return { token, tokenHash: keyedHash(token, PURPOSE), url: `${getEnv().SITE_URL}${path}/${token}` };
};

/** A token from an address is looked up by its hash; a malformed one matches nothing. */
export const linkHash = (token: string) => (/^[\w-]{43}$/.test(token) ? keyedHash(token, PURPOSE) : null);

interface LinkRow {
  expiresAt: Date;
  usedAt: Date | null;
}

/** The row, or the refusal a visitor of this link sees. */
export function openLink<Row extends LinkRow>(row: Row | undefined, now = new Date()): Row {
  if (!row || row.usedAt) throw adminRefusal(404, 'linkInvalid', 'This link is not valid, or it was already used.');
  if (row.expiresAt <= now) throw adminRefusal(410, 'linkExpired', 'This link has expired. Please ask for a new one.');
  return row;
}

export const assertLinkUnused = (spent: unknown[]) => {
  if (spent.length === 0) throw new HttpError(404, 'This link is not valid, or it was already used.');
};
