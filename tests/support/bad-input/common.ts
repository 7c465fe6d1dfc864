import type { BadCase, CaseRequest, Fixtures } from './cases';
import { CROSS_SITE_CREDENTIALS, REFUSED_CREDENTIALS } from './credentials';
import { ODD_IDS, pathSegment } from './values';

// Case builders shared by several endpoints: odd path segments, bogus query strings, other
// methods than the route's own, and refused credentials.

type Build = (fixtures: Fixtures) => CaseRequest;

/** Every odd id in the dynamic segment `param` of `route` (e.g. "/api/projects/[id]"). */
export function oddIdCases(
  method: string,
  route: string,
  param: string,
  {
    status = 404,
    ...init
  }: { status?: number; headers?: (fixtures: Fixtures) => Record<string, string>; body?: (fixtures: Fixtures) => BodyInit } = {},
): BadCase[] {
  return Object.entries(ODD_IDS).map(([label, id]) => ({
    name: `${param}: ${label}`,
    status,
    request: (fixtures) => ({
      method,
      path: route.replace(`[${param}]`, pathSegment(id)),
      params: { [param]: id },
      headers: init.headers?.(fixtures),
      body: init.body?.(fixtures),
    }),
  }));
}

/** Query strings of a content read with `?locale=`: refused values (400) and ignored extras. */
export function localeQueryCases(
  path: string | ((fixtures: Fixtures) => string),
  params?: (fixtures: Fixtures) => Record<string, string>,
): BadCase[] {
  const refused: Record<string, string> = {
    'unknown locale': 'locale=xx',
    'empty locale': 'locale=',
    'uppercase locale': 'locale=EN',
    'region tag': 'locale=no-NO',
    'bokmål code': 'locale=nb',
    'fullwidth letters (NFKC would make them "en")': `locale=${encodeURIComponent('ｅｎ')}`,
    'padded with a space': 'locale=+en',
    'encoded NUL': 'locale=en%00',
    'malformed percent encoding': 'locale=%E0%A4%A',
    '10 kB locale': `locale=${'e'.repeat(10 * 1024)}`,
    'path traversal': 'locale=..%2F..%2Fetc%2Fpasswd',
    'unknown locale first of two': 'locale=xx&locale=en',
    'RTL override': `locale=${encodeURIComponent('\u202Een')}`,
    'zero-width space': `locale=${encodeURIComponent('e\u200Bn')}`,
  };
  // Documented: the first `locale` counts, and parameters the read does not know are ignored.
  const ignored: Record<string, string> = {
    'known locale first of two': 'locale=no&locale=xx',
    'bracketed name': 'locale[]=xx',
    'unknown parameters': 'page=-1&limit=1e9&sort=%27',
    'prototype keys': '__proto__=x&constructor=y',
    'empty pairs': '&&=&==',
    'percent-encoded known locale': 'locale=%6Eo',
  };
  const build =
    (query: string): Build =>
    (fixtures) => ({ method: 'GET', path: `${typeof path === 'string' ? path : path(fixtures)}?${query}`, params: params?.(fixtures) });
  return [
    ...Object.entries(refused).map(([label, query]) => ({ name: `query: ${label}`, status: 400, request: build(query) })),
    ...Object.entries(ignored).map(([label, query]) => ({ name: `query: ${label}`, accepted: true, request: build(query) })),
  ];
}

/**
 * The route's handler reached with another method than its own. Next answers 405 itself for a
 * method the route does not export (the suite checks the exports); this makes sure the handler
 * does not depend on the method it was routed by.
 */
export function otherMethodCases(ownMethod: string, request: Build, outcome: Pick<BadCase, 'status' | 'accepted'>): BadCase[] {
  return ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
    .filter((method) => method !== ownMethod)
    .map((method) => ({
      name: `method: ${method} instead of ${ownMethod}`,
      ...outcome,
      request: (fixtures) => {
        const init = request(fixtures);
        // GET and HEAD requests cannot carry a body.
        return { ...init, method, body: method === 'GET' || method === 'HEAD' ? undefined : init.body };
      },
    }));
}

/**
 * A public list read by locale: the bad locale queries, and the handler reached by every other
 * method with an unknown locale (still refused with 400: the handler reads the query, not the method).
 */
export function localeListCases(path: string): BadCase[] {
  return [...localeQueryCases(path), ...otherMethodCases('GET', () => ({ method: 'GET', path: `${path}?locale=xx` }), { status: 400 })];
}

/** The request with every refused credential (401), and for writes the cross-site cookies (403). */
export function credentialCases(request: Build, { write }: { write: boolean }): BadCase[] {
  const withCredential =
    (name: string): Build =>
    (fixtures) => {
      const init = request(fixtures);
      return { ...init, headers: { ...init.headers, ...fixtures.badCredentials[name] } };
    };
  return [
    ...REFUSED_CREDENTIALS.map((name) => ({ name: `credentials: ${name}`, status: 401, request: withCredential(name) })),
    ...(write ? CROSS_SITE_CREDENTIALS.map((name) => ({ name: `credentials: ${name}`, status: 403, request: withCredential(name) })) : []),
  ];
}

/**
 * Where the base body is refused after the schema (a time that is not offered, a record that does
 * not exist), a broken body let through would get that same answer and go unnoticed: each must be
 * refused by the schema itself (400).
 */
export const refusedBySchema = (cases: BadCase[]): BadCase[] =>
  cases.map((badCase) => (badCase.status === undefined && !badCase.accepted ? { ...badCase, status: 400 } : badCase));
