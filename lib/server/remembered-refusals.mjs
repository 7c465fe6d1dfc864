// @ts-check
import { CLIENT_ADDRESS_HEADER, clientAddressKey } from './client-address.mjs';

// A handler that refuses a client address for a while (a rate limit) leaves the refusal here, and
// the production server (scripts/start.mjs) answers that address's next requests to the same
// handler itself, without Next, until it runs out: a flood of refused sign-ins costs what a static
// file costs (docs/decisions/cheap-refusals.md). On globalThis: the handlers are a bundled module
// instance of their own. Only ever a shortcut: forgotten, the handler refuses as before.

const KEY = Symbol.for('studio.rememberedRefusals');
/** Addresses kept at most; the oldest go first (a flood from more addresses reaches the handler). */
const MAX_ENTRIES = 10_000;

/** @typedef {{ until: number, detail: (retryAfterSeconds: number) => string }} Refusal */

/** @returns {Map<string, Refusal>} */
function refusals() {
  const store = /** @type {{ [KEY]?: Map<string, Refusal> }} */ (globalThis);
  return (store[KEY] ??= new Map());
}

/**
 * @param {string} method
 * @param {string} path
 * @param {string} address clientAddressKey's key
 */
const keyOf = (method, path, address) => `${method} ${path} ${address}`;

/**
 * @param {{ method: string, path: string, address: string, retryAfterSeconds: number, detail: (retryAfterSeconds: number) => string }} refusal
 * @param {() => number} [now]
 */
export function rememberRefusal({ method, path, address, retryAfterSeconds, detail }, now = Date.now) {
  const entries = refusals();
  const key = keyOf(method, path, address);
  entries.delete(key);
  entries.set(key, { until: now() + retryAfterSeconds * 1000, detail });
  for (const oldest of entries.keys()) {
    if (entries.size <= MAX_ENTRIES) break;
    entries.delete(oldest);
  }
}

/**
 * Answers 429 when the request's address is refused by its handler; false otherwise.
 * @param {import('node:http').IncomingMessage} req after settleClientAddress
 * @param {import('node:http').ServerResponse} res
 * @param {() => number} [now]
 */
export function answerRememberedRefusal(req, res, now = Date.now) {
  const entries = refusals();
  if (entries.size === 0) return false;
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const key = keyOf(req.method ?? '', path, clientAddressKey(/** @type {string | undefined} */ (req.headers[CLIENT_ADDRESS_HEADER])));
  const refusal = entries.get(key);
  if (!refusal) return false;
  const retryAfterSeconds = Math.ceil((refusal.until - now()) / 1000);
  if (retryAfterSeconds <= 0) {
    entries.delete(key);
    return false;
  }
  const body = JSON.stringify({ detail: refusal.detail(retryAfterSeconds) });
  res.writeHead(429, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'Retry-After': String(retryAfterSeconds),
  });
  res.end(body);
  return true;
}
