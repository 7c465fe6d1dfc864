// @ts-check
// Headers every response carries, whatever answers it. `npm start` sets them itself as a request
// arrives (scripts/start.mjs): in Next's route table a rule for every path cost each request about
// 0.03 ms, a tenth of a page's time without the page cache (docs/decisions/routes-outside-next.md).
// `next dev` takes them from next.config.mjs.

/** @type {ReadonlyArray<readonly [name: string, value: string]>} */
export const SITE_WIDE_HEADERS = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
];

/** @param {import('node:http').ServerResponse} res */
export function setSiteWideHeaders(res) {
  for (const [name, value] of SITE_WIDE_HEADERS) res.setHeader(name, value);
}
