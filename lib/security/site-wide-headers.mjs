// @ts-check
// Headers every response carries, whatever answers it: `npm start` sets them as a request arrives,
// cheaper than a rule in Next's route table (docs/decisions/routes-outside-next.md); `next dev`
// takes them from next.config.mjs.

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
