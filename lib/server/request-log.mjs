// @ts-check
import { randomUUID } from 'node:crypto';
import { log, OWN_FIELDS, requestContext } from '../log/logger.mjs';
import { metrics } from '../metrics/metrics.mjs';
import { SpanKind, SpanStatusCode, startSpan, traceIdOf, withSpan } from '../tracing/spans.mjs';
import { LOCALIZED } from './unknown-address.mjs';

// Each request's id and its access line (docs/operations.md#logs). The id is a trusted proxy's
// X-Request-Id (lib/server/client-address.mjs removes the header from anyone else), else a new
// one; it is in every line logged while the request is answered and in the response's header, so
// a visitor's report or nginx's log leads to the lines. The access line names the route's pattern,
// never the address itself: addresses carry tokens (a download link, a booking's manage link).

export const REQUEST_ID_HEADER = 'x-request-id';
// What a proxy's id may look like (nginx's $request_id is 32 hex digits; a UUID has hyphens).
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** @param {import('node:http').IncomingMessage} req */
export function requestIdOf(req) {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED_ID.test(given) ? given : randomUUID();
}

/**
 * Names an address by its route: `/[locale]/projects/[slug]` for `/no/projects/luna` and for
 * `/projects/luna`. Routes outside the languages (the API, the admin) are tried by the address as
 * it is; a page by its language's internal address, as Next finds it (the default language has no
 * prefix: `/projects` is `/en/projects`, not a language called "projects"). A name is kept per
 * address, up to 1,000 addresses, so a page asked for often is named once.
 * @param {{ page: string, regex: string }[]} routes the build's pages and handlers, in the
 *   manifest's order (static before dynamic)
 * @param {readonly { locale: string, prefix: string }[]} localePrefixes scripts/locales.mjs
 */
export function createRouteNamer(routes, localePrefixes) {
  const compile = (/** @type {{ page: string, regex: string }} */ route) => ({ page: route.page, regex: new RegExp(route.regex) });
  const unlocalized = routes.filter((route) => !LOCALIZED.test(route.page)).map(compile);
  const localized = routes.filter((route) => LOCALIZED.test(route.page)).map(compile);
  const rootLocale = localePrefixes.find(({ prefix }) => prefix === '')?.locale;
  const prefixed = localePrefixes.filter(({ prefix }) => prefix !== '');
  /** @type {Map<string, string>} */
  const named = new Map();
  /** @param {string} pathname */
  function name(pathname) {
    const own = unlocalized.find(({ regex }) => regex.test(pathname))?.page;
    if (own) return own;
    if (pathname.startsWith('/_next/')) return '/_next/*';
    const language = prefixed.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`));
    const rest = language ? pathname.slice(language.prefix.length) : pathname;
    const internal = `/${language?.locale ?? rootLocale}${rest === '/' ? '' : rest}`;
    return localized.find(({ regex }) => regex.test(internal))?.page ?? 'unmatched';
  }
  return (/** @type {string} */ pathname) => {
    let route = named.get(pathname);
    if (route === undefined) {
      route = name(pathname);
      if (named.size >= 1000) named.clear();
      named.set(pathname, route);
    }
    return route;
  };
}

/**
 * Answers the request inside its context (`answer`), with its id in the response, and when the
 * response is done counts it (lib/metrics/metrics.mjs) and writes its access line: method, route,
 * status, duration, bytes sent, and whether the page cache answered (`res.pageCache`, set by
 * scripts/start.mjs's page-cache layer).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse & { pageCache?: 'hit' | 'miss' }} res
 * @param {(pathname: string) => string} routeOf
 * @param {() => void} answer
 */
export function answerLogged(req, res, routeOf, answer) {
  const started = performance.now();
  const requestId = requestIdOf(req);
  res.setHeader('X-Request-Id', requestId);
  const socket = req.socket;
  const bytesBefore = socket.bytesWritten;
  const route = routeOf((req.url ?? '/').split('?')[0] ?? '/');
  // With tracing on, the request's span: everything the answer does is its child. Unsampled, it
  // records nothing and keeps the work under it from making spans.
  const span = startSpan(`${req.method} ${route}`, {
    kind: SpanKind.SERVER,
    attributes: { 'http.request.method': req.method ?? '', 'http.route': route },
  });
  const traceId = traceIdOf(span);
  res.once('close', () => {
    const seconds = (performance.now() - started) / 1000;
    const labels = { route, status: res.statusCode };
    if (metrics.enabled) {
      metrics.requests.inc(labels);
      metrics.requestSeconds.observe(labels, seconds);
      if (res.pageCache) metrics.pageCache.inc({ result: res.pageCache });
    }
    const line = {
      // Its fields are the server's: an id of a checked form, a route pattern, numbers.
      [OWN_FIELDS]: true,
      request_id: requestId,
      method: req.method,
      route,
      status: res.statusCode,
      duration_ms: Math.round(seconds * 10_000) / 10,
      // What went out on the connection for this response (headers included, after compression).
      bytes: socket.bytesWritten - bytesBefore,
      ...(res.pageCache && { cache: res.pageCache }),
      ...(!res.writableFinished && { aborted: true }),
      ...(traceId && { trace_id: traceId }),
    };
    if (span) {
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
    if (res.statusCode >= 500) log.error(line, 'request');
    else log.info(line, 'request');
  });
  requestContext.run({ requestId }, () => withSpan(span, answer));
}
