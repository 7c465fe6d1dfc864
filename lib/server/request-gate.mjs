// @ts-check
import { onWriteHead } from './write-head.mjs';

// Answered before Next (docs/security.md#requests-the-server-answers-itself).
const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const ALLOWED_METHODS = SERVED_METHODS.join(', ');
const SERVED = new Set(SERVED_METHODS);

/** @param {string} path */
function isDecodable(path) {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    // `%ff`, `%E0%A4%A` or an encoded lone surrogate (`%ED%A0%80`).
    return false;
  }
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} detail
 * @param {boolean} json
 */
function refuse(res, status, detail, json) {
  const body = json ? JSON.stringify({ detail }) : `${detail}\n`;
  res.writeHead(status, {
    'Content-Type': json ? 'application/json' : 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...(status === 405 ? { Allow: ALLOWED_METHODS } : {}),
  });
  res.end(body);
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function refuseUnservable(req, res) {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const json = path.startsWith('/api/');
  if (!SERVED.has(req.method ?? '')) {
    refuse(res, 405, `Method ${req.method} is not allowed`, json);
    return true;
  }
  if (!isDecodable(path)) {
    refuse(res, 400, 'The address is not valid: it contains broken percent-encoding', json);
    return true;
  }
  return false;
}

/**
 * A 404 may name a project published tomorrow: no-store, not Next's year. Wraps writeHead before the other layers.
 * @param {import('node:http').ServerResponse} res
 */
export function keepNotFoundUncached(res) {
  onWriteHead(res, (statusCode) => {
    if (statusCode === 404) res.setHeader('Cache-Control', 'no-store');
    return statusCode;
  });
}

/**
 * An API address the build has no handler for (lib/server/unknown-address.mjs): a small JSON 404, not
 * the site's not-found page.
 * @param {import('node:http').ServerResponse} res
 */
export function refuseUnknownApi(res) {
  refuse(res, 404, 'There is no API endpoint at this address', true);
}
