import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { log } from '@/lib/log/logger.mjs';
import { parseTrustedProxies, settleClientAddress } from '@/lib/server/client-address.mjs';
import { answerLogged, createRouteNamer } from '@/lib/server/request-log.mjs';
import { captureLog } from '../support/log-capture';

// Each request's id and access line (lib/server/request-log.mjs), through a real HTTP server as
// scripts/start.mjs layers it.

const ROUTES = [
  { page: '/api/projects', regex: '^/api/projects(?:/)?$' },
  { page: '/api/downloads/[token]', regex: '^/api/downloads/([^/]+?)(?:/)?$' },
  { page: '/admin', regex: '^/admin(?:/)?$' },
  { page: '/[locale]', regex: '^/([^/]+?)(?:/)?$' },
  { page: '/[locale]/projects', regex: '^/([^/]+?)/projects(?:/)?$' },
  { page: '/[locale]/projects/[slug]', regex: '^/([^/]+?)/projects/([^/]+?)(?:/)?$' },
  { page: '/[locale]/[...rest]', regex: '^/([^/]+?)/(.+?)(?:/)?$' },
];
const LOCALES = [
  { locale: 'en', prefix: '' },
  { locale: 'no', prefix: '/no' },
];

it('names an address by its route, in either language, never by the address itself', () => {
  const routeOf = createRouteNamer(ROUTES, LOCALES);
  expect(routeOf('/api/downloads/dl_abc123')).toBe('/api/downloads/[token]');
  expect(routeOf('/projects/luna')).toBe('/[locale]/projects/[slug]');
  expect(routeOf('/no/projects/luna')).toBe('/[locale]/projects/[slug]');
  // A page of the default language has no prefix, yet is not a language of its own.
  expect(routeOf('/')).toBe('/[locale]');
  expect(routeOf('/no')).toBe('/[locale]');
  expect(routeOf('/projects')).toBe('/[locale]/projects');
  expect(routeOf('/no/projects')).toBe('/[locale]/projects');
  expect(routeOf('/admin')).toBe('/admin');
  expect(routeOf('/_next/static/chunks/a.js')).toBe('/_next/*');
  // Every other address is the languages' not-found page.
  expect(routeOf('/nothing-here')).toBe('/[locale]/[...rest]');
  expect(createRouteNamer(ROUTES.slice(0, 2), LOCALES)('/nothing-here')).toBe('unmatched');
});

describe('a request through the server', () => {
  let server: Server;
  let origin: string;
  let logged: ReturnType<typeof captureLog>;
  beforeAll(async () => {
    // The test is its own trusted proxy for requests that say so (loopback), as nginx would be.
    const trusted = parseTrustedProxies('loopback');
    const untrusted = parseTrustedProxies('');
    const routeOf = createRouteNamer(ROUTES, LOCALES);
    server = createServer((req, res) => {
      settleClientAddress(req, req.headers['x-test-proxy'] ? trusted : untrusted);
      answerLogged(req, res, routeOf, () => {
        log.info('handled');
        res.end(req.url === '/api/projects' ? '[]' : 'x'.repeat(100));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    logged = captureLog();
  });
  afterEach(() => logged.restore());

  const accessLines = () => logged.lines.filter((line) => line.msg === 'request');
  const settled = async () => {
    for (let i = 0; i < 50 && accessLines().length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  };

  it('gives a new id, echoes it, and writes it in the lines of the request and its access line, without the address', async () => {
    const response = await fetch(`${origin}/api/downloads/dl_secret_token?session_id=cs_123`);
    await response.text();
    await settled();
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged.lines.find((line) => line.msg === 'handled')).toMatchObject({ request_id: id });
    expect(accessLines()).toEqual([
      expect.objectContaining({
        level: 'info',
        request_id: id,
        method: 'GET',
        route: '/api/downloads/[token]',
        status: 200,
        bytes: expect.any(Number),
      }),
    ]);
    expect(accessLines()[0]!.bytes).toBeGreaterThan(100);
    expect(logged.text()).not.toMatch(/dl_secret_token|cs_123/);
  });

  it("keeps a trusted proxy's X-Request-Id, and ignores a client's", async () => {
    const viaProxy = await fetch(`${origin}/api/projects`, { headers: { 'x-test-proxy': '1', 'x-request-id': 'nginx-4f1c2b9a7d' } });
    expect(viaProxy.headers.get('x-request-id')).toBe('nginx-4f1c2b9a7d');
    const direct = await fetch(`${origin}/api/projects`, { headers: { 'x-request-id': 'chosen-by-client-1' } });
    expect(direct.headers.get('x-request-id')).not.toBe('chosen-by-client-1');
    const malformed = await fetch(`${origin}/api/projects`, { headers: { 'x-test-proxy': '1', 'x-request-id': 'bad id with spaces' } });
    expect(malformed.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
