import 'server-only';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { MIN_ADMIN_PASSWORD_LENGTH } from '@/lib/env';
import { adminRefusal } from '@/lib/http/refusal';
import { STUDIO_NAME } from '@/lib/site';

// zxcvbn (Dropbox's estimator, kept as zxcvbn-ts) knows the 40,000 most common passwords, names,
// keyboard runs, dates and l33t; below score 3 a password falls to an offline guess in hours.

const MIN_SCORE = 3;
let estimator: ZxcvbnFactory | undefined;

/** Why `password` is refused, or null. `personal`: the person's own words (name, e-mail). */
export function weakPasswordProblem(password: string, personal: string[] = []): string | null {
  if ([...password].length < MIN_ADMIN_PASSWORD_LENGTH)
    return `Use at least ${MIN_ADMIN_PASSWORD_LENGTH} characters: several unrelated words are easy to remember and hard to guess.`;
  estimator ??= new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });
  const words = [STUDIO_NAME, ...STUDIO_NAME.split(/\s+/), ...personal.flatMap((word) => [word, ...word.split(/[@.\s_-]+/)])];
  const { score } = estimator.check(
    password,
    words.filter((word) => word.length > 2),
  );
  return score >= MIN_SCORE
    ? null
    : 'That password is too easy to guess (it is common, or built from a name, a date or a keyboard run). Add unrelated words.';
}

export function assertStrongPassword(password: string, personal: string[], field = 'password'): void {
  const problem = weakPasswordProblem(password, personal);
  if (problem) throw adminRefusal(400, 'passwordWeak', `${field}: ${problem}`, { field });
}
