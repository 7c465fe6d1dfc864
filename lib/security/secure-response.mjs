// @ts-check
import { pagePolicy, RESOURCE_POLICY, STRICT_TRANSPORT_SECURITY } from './content-security-policy.mjs';
import fresh from 'fresh';
import { pageFacts } from './page-script-hashes.mjs';

/**
 * @typedef {object} SecurityOptions
 * @property {boolean} https The site is served over https (HSTS, upgrade-insecure-requests).
 * @property {boolean} analytics Google Analytics is configured.
 * @property {readonly string[]} knownScriptHashes Hash sources of our own inline scripts, allowed on
 *   every page: some are inserted at run time and never appear in the HTML.
 * @property {readonly string[]} [videoHosts] The hosts of VIDEO_EMBED_HOSTS, as parsed by
 *   lib/server/settings.mjs (absent: the default video hosts), the only sites a page may frame.
 */

/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('node:http').OutgoingHttpHeaders | import('node:http').OutgoingHttpHeader[] | undefined} WriteHeadHeaders */

/** @param {ServerResponse} res */
const isHtml = (res) => /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''));

/**
 * The headers writeHead was given, applied with setHeader so they can still change until the
 * response goes out.
 * @param {ServerResponse} res
 * @param {WriteHeadHeaders} headers
 */
function applyHeaders(res, headers) {
  if (!headers) return;
  if (!Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    return;
  }
  // [[name, value], …] or the flat [name, value, name, value, …] that Node also accepts.
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
 * Adds the security headers that depend on the response itself. A page's Content-Security-Policy
 * names the hashes of the inline scripts it carries, so an HTML response is held back until it is
 * complete (pages are mostly served from Next's cache, so this costs little) and sent whole with
 * its policy. Every other response passes straight through with a policy that allows nothing, but
 * for a 304, which must not change the policy of the page the browser keeps.
 *
 * A complete page also gets its ETag here, the digest of its bytes, and a request that already
 * holds those bytes a 304. Next's own ETag (generateEtags, off in next.config.mjs) hashes every
 * page's text again in JavaScript at every request, a third of the time Next spends on a cached
 * page of this site; this digest is taken once per distinct page (page-script-hashes.mjs).
 * @param {import('node:http').IncomingMessage} req
 * @param {ServerResponse} res
 * @param {SecurityOptions} options
 * @param {(page: { statusCode: number, headers: import('node:http').OutgoingHttpHeaders, body: Buffer }) => void} [onPage]
 *   Given each complete page with its final headers, just before it is sent (the page cache).
 */
export function secureResponse(req, res, { https, analytics, knownScriptHashes, videoHosts }, onPage) {
  if (https) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  /** @type {Buffer[] | null} */
  let held = null;
  let decided = false;

  const restore = () => Object.assign(res, original);

  /** Decides at the first byte (or end) whether this response is a page to hold back. */
  const decide = () => {
    if (decided) return;
    decided = true;
    // A 304 tells the browser to keep its stored copy, and the browser takes over the 304's
    // headers into it: a policy added here would replace the stored page's own, and the
    // resource policy would block every script, style and image of that page on a revisit.
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

  // Status and headers are recorded, and sent by Node with the first byte that goes out.
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
