import { problemsOf } from '../support/bad-input/check';
import type { BadCase } from '../support/bad-input/cases';

// What the bad-input suite takes for a documented refusal: JSON `{detail}`, the keys a case names
// beside it, and an admin refusal's reason with its values (lib/http/refusal.ts), all text.

const CASE = { name: 'a case', request: () => ({ method: 'POST', path: '/' }) } as unknown as BadCase;
const answer = (body: unknown, status = 409) => ({ status, contentType: 'application/json', text: JSON.stringify(body) });

it.each([
  ['a detail', { detail: 'Refused' }],
  ['a refusal with its reason and values', { detail: 'slug: taken', reason: 'slugTaken', field: 'slug', slug: 'brand' }],
])('takes %s', (_, body) => {
  expect(problemsOf(CASE, answer(body))).toEqual([]);
});

it.each([
  ['a key beside detail without a reason', { detail: 'Refused', field: 'slug' }],
  ['a value that is not text beside a reason', { detail: 'Refused', reason: 'productBought', count: 3 }],
  ['an empty detail', { detail: ' ', reason: 'codeUsed' }],
  ['no detail', { reason: 'codeUsed' }],
])('refuses %s', (_, body) => {
  expect(problemsOf(CASE, answer(body))).toEqual([expect.stringContaining('with a non-empty detail')]);
});
