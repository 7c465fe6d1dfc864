// @ts-check
import { pagePolicy, RESOURCE_POLICY, STRICT_TRANSPORT_SECURITY } from './content-security-policy.mjs';
import fresh from 'fresh';
import { pageFacts } from './page-script-hashes.mjs';

/**
 * @typedef {object} SecurityOptions
 * @property {boolean} https The site is served over https (HSTS, upgrade-insecure-requests).
 * @property {boolean} analytics Google Analytics is configured.
 * @property {readonly string[]} knownScriptHashes Hash sources of our own inline scripts, allowed on
 * @property {readonly string[]} [videoHosts] The hosts of VIDEO_EMBED_HOSTS, as parsed by
 */

/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('node:http').OutgoingHttpHeaders | import('node:http').OutgoingHttpHeader[] | undefined} WriteHeadHeaders */

/** @param {ServerResponse} res */
const isHtml = (res) => /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''));

/**
 * @param {ServerResponse} res
 * @param {WriteHeadHeaders} headers
 */
function applyHeaders(res, headers) {
  if (!headers) return;
  if (!Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    return;
  }
  const pairs = Array.isArray(headers[0])
    ? headers
    : headers.flatMap((item, index) => (index % 2 === 0 ? [[item, headers[index + 1]]] : []));
  for (const [name, value] of /** @type {[string, string | string[]][]} */ (pairs)) res.setHeader(name, value);
}

/**
 * @param {unknown} chunk
 * @param {unknown} encoding
 */
function toBuffer(chunk, encoding) {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk ?? ''), typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8');
}

/**
 * Holds a page until complete for its policy and ETag (docs/decisions/page-etags.md); others get a policy allowing nothing.
 * @param {import('node:http').IncomingMessage} req
 * @param {ServerResponse} res
 * @param {SecurityOptions} options
 * @param {(page: { statusCode: number, headers: import('node:http').OutgoingHttpHeaders, body: Buffer }) => void} [onPage]
 */
export function secureResponse(req, res, { https, analytics, knownScriptHashes, videoHosts }, onPage) {
  if (https) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  /** @type {Buffer[] | null} */
  let held = null;
  let decided = false;

  const restore = () => Object.assign(res, original);

  const decide = () => {
    if (decided) return;
    decided = true;
    // The browser takes a 304's headers into its stored copy: a policy here would replace the page's own.
    if (res.statusCode === 304) {
      restore();
      return;
    }
    if (isHtml(res)) {
      held = [];
      return;
    }
    if (!res.hasHeader('content-security-policy')) res.setHeader('Content-Security-Policy', RESOURCE_POLICY);
    restore();
  };

  res.writeHead = /** @type {ServerResponse['writeHead']} */ (
    function writeHead(statusCode, ...rest) {
      const [first, second] = /** @type {[unknown, unknown]} */ (rest);
      res.statusCode = statusCode;
      if (typeof first === 'string') res.statusMessage = first;
      applyHeaders(res, /** @type {WriteHeadHeaders} */ (typeof first === 'string' ? second : first));
      return res;
    }
  );

  res.flushHeaders = function flushHeaders() {
    decide();
    if (!held) res.flushHeaders();
  };

  res.write = /** @type {ServerResponse['write']} */ (
    function write(chunk, encoding, callback) {
      decide();
      if (!held) return res.write(chunk, /** @type {BufferEncoding} */ (encoding), callback);
      held.push(toBuffer(chunk, encoding));
      const done = typeof encoding === 'function' ? encoding : callback;
      if (done) process.nextTick(done);
      return true;
    }
  );

  res.end = /** @type {ServerResponse['end']} */ (
    function end(chunk, encoding, callback) {
      decide();
      if (!held) return res.end(chunk, /** @type {BufferEncoding} */ (encoding), callback);
      const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function');
      // Next sends a page from its cache as one string: that string finds the page's facts.
      const wholeText = held.length === 0 && typeof chunk === 'string' && (typeof encoding !== 'string' || /^utf-?8$/i.test(encoding));
      if (!wholeText && chunk !== undefined && typeof chunk !== 'function') held.push(toBuffer(chunk, encoding));
      const { body, scriptHashes, etag } = pageFacts(wholeText ? /** @type {string} */ (chunk) : Buffer.concat(held));
      held = null;
      res.setHeader('Content-Security-Policy', pagePolicy([...knownScriptHashes, ...scriptHashes], { https, analytics, videoHosts }));
      if (res.statusCode === 200 && body.length > 0 && !res.hasHeader('etag')) res.setHeader('ETag', etag);
      onPage?.({ statusCode: res.statusCode, headers: res.getHeaders(), body });
      restore();
      if (res.statusCode === 200 && fresh(req.headers, { etag: String(res.getHeader('etag') ?? '') })) {
        // The browser's copy is current: no body, and no policy (see decide above).
        res.statusCode = 304;
        for (const name of ['content-security-policy', 'content-type', 'content-length']) res.removeHeader(name);
        return res.end(/** @type {() => void} */ (done));
      }
      return res.end(body, /** @type {() => void} */ (done));
    }
  );
}
