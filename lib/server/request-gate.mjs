// @ts-check

// Requests the production server answers itself, before Next: ones Next would turn into a 500
// although only the client is at fault.

// The methods the site's pages and route handlers serve. Any other (TRACE, which echoes the
// request; WebDAV's PROPFIND, MKCOL, LOCK; a cache's PURGE) Next would answer with a page and a
// 200, or from its error path.
const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const ALLOWED_METHODS = SERVED_METHODS.join(', ');
const SERVED = new Set(SERVED_METHODS);

/** @param {string} path */
function isDecodable(path) {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    // `%ff`, `%E0%A4%A` or an encoded lone surrogate (`%ED%A0%80`): no path of this site.
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
    'X-Content-Type-Options': 'nosniff',
    ...(status === 405 ? { Allow: ALLOWED_METHODS } : {}),
  });
  res.end(body);
}

/**
 * Answers a request Next should never see (405 for a method the site does not serve, 400 for a path that is not
 * valid percent-encoded UTF-8) and returns true; false lets the request through.
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
 * A not-found page must not be kept by a CDN or browser for the year Next gives cached pages:
 * the address may name a project the studio publishes tomorrow. Its Cache-Control is replaced
 * when the status goes out. Installed before any other layer wraps writeHead: Node's implicit
 * header and the security layer's restored writeHead both end up here.
 * @param {import('node:http').ServerResponse} res
 */
export function keepNotFoundUncached(res) {
  const writeHead = res.writeHead;
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {number} */ statusCode, /** @type {never[]} */ ...rest) {
      if (statusCode === 404) {
        res.setHeader('Cache-Control', 'no-store');
        for (const headers of rest) {
          if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) continue;
          for (const name of Object.keys(headers)) if (name.toLowerCase() === 'cache-control') delete headers[name];
        }
      }
      return writeHead.call(res, statusCode, ...rest);
    }
  );
}
