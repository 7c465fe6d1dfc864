import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { routing } from '@/i18n/routing';
import { redirectDefaultLocalePrefix } from '@/lib/server/default-locale-prefix.mjs';

// `npm start` redirects the default language's prefix to the root itself, as Next's route table did.

const prefix = `/${routing.defaultLocale}`;
let port = 0;
const server = createServer((req, res) => {
  if (!redirectDefaultLocalePrefix(req, res, routing.defaultLocale)) res.writeHead(299).end('passed on');
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  ({ port } = server.address() as AddressInfo);
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

// The path goes as written: parsed as a URL, `\` would become `/`.
function get(path: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    })
      .on('error', reject)
      .end();
  });
}

it.each([
  [prefix, '/'],
  [`${prefix}?ref=mail`, '/?ref=mail'],
  [`${prefix}/about`, '/about'],
  [`${prefix}/projects?category=branding`, '/projects?category=branding'],
  [`${prefix.toUpperCase()}/about`, '/about'],
])('redirects %s permanently to %s, as Next did', async (path, target) => {
  const response = await get(path);
  expect(response.status).toBe(308);
  expect(response.headers.location).toBe(target);
  expect(response.headers.refresh).toBe(`0;url=${target}`);
  expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(response.body).toBe(target);
});

it.each([
  '/',
  '/about',
  `${prefix}x`,
  `/x${prefix}`,
  // Would make a protocol-relative Location: Next collapses the slashes first.
  `${prefix}//evil.example`,
  `${prefix}/\\evil.example`,
  // The trailing-slash redirect is Next's.
  `${prefix}/`,
])('passes %s on', async (path) => {
  expect(await get(path)).toMatchObject({ status: 299, body: 'passed on' });
});
