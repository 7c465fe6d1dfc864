// @ts-check
import { contentGeneration } from './content-generation.mjs';
import { ROUTER_REQUEST_HEADERS } from './next-internals.mjs';

// The not-found page of each language, rendered by Next once and then answered from memory for
// every unknown address (docs/decisions/cheap-refusals.md): still a 404 with the site's header,
// footer and security headers, at about the cost of a static file.

/** The address each language's page is rendered for: fixed, so no visitor's words are kept. */
export const NOT_FOUND_PROBE = '/__unknown-address';
/** Kept at most this long (the footer's year), and never past a content change (header, footer). */
const MAX_AGE_MS = 60_000;
const NOT_REPLAYED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'content-encoding']);

/**
 * @typedef {object} StoredPage
 * @property {import('node:http').OutgoingHttpHeaders} headers
 * @property {Buffer} body
 * @property {number} expires
 * @property {number} generation
 */

/** @param {{ maxAgeMs?: number, now?: () => number }} [options] */
export function createNotFoundPages({ maxAgeMs = MAX_AGE_MS, now = Date.now } = {}) {
  /** @type {Map<string, StoredPage>} by language */
  const pages = new Map();

  return {
    /**
     * Whether the stored page is the answer: to any GET or HEAD. Also to the router's requests (its
     * payload would be rendered per request): on an HTML answer the browser loads the address as a
     * page, which is this 404. Cookies change nothing: the page is rendered without them.
     * @param {import('node:http').IncomingMessage} req
     */
    answers(req) {
      return req.method === 'GET' || req.method === 'HEAD';
    },

    /** @param {string} locale */
    get(locale) {
      const page = pages.get(locale);
      if (!page || page.expires <= now() || page.generation !== contentGeneration()) return null;
      return page;
    },

    /**
     * Points the request at the language's fixed unknown address, for Next to render as a page
     * anyone may be shown (no cookies, so no draft mode; no router headers); the page it renders is
     * kept unless content changed meanwhile.
     * @param {import('node:http').IncomingMessage} req
     * @param {{ locale: string, prefix: string }} language
     * @returns {(page: { statusCode: number, headers: import('node:http').OutgoingHttpHeaders, body: Buffer }) => void}
     */
    renderFor(req, { locale, prefix }) {
      req.url = `${prefix}${NOT_FOUND_PROBE}`;
      for (const name of ['cookie', 'authorization', ...ROUTER_REQUEST_HEADERS]) delete req.headers[name];
      const generation = contentGeneration();
      return ({ statusCode, headers, body }) => {
        if (statusCode !== 404 || body.length === 0 || headers['set-cookie'] !== undefined) return;
        if (!/^text\/html\b/i.test(String(headers['content-type'] ?? '')) || generation !== contentGeneration()) return;
        const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_REPLAYED.has(name)));
        pages.set(locale, { headers: kept, body, expires: now() + maxAgeMs, generation });
      };
    },
  };
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {StoredPage} page
 */
export function sendNotFoundPage(res, page) {
  res.writeHead(404, { ...page.headers, 'x-page-cache': 'hit' });
  res.end(page.body);
}
