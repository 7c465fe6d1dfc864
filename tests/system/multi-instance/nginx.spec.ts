import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startNginx } from '../../../scripts/nginx-recipe.mjs';
import { systemPort } from '../../support/server-process';
import { testimonialInput } from '../../support/testimonial-input';
import { bearer, expect, test, tokenFrom, viaNginx } from './cluster';

// The nginx recipe in front of the instances: its one-second page cache, what it never stores,
// and a graceful stop of an instance behind it.

test("nginx keeps an anonymous page for a second, never a signed-in admin's or a token's, and shows a save after one refill", async ({
  cluster,
}) => {
  const { a, nginx } = cluster;
  const token = await tokenFrom(a.origin, '198.51.100.13');
  // The session cookie's name on a site served over http (lib/auth/cookie.ts).
  const session = { Cookie: `studio_admin=${token}` };

  // nginx names each request; the instance trusts it (TRUSTED_PROXIES), logs and answers that id,
  // not one a client sent (docs/operations.md#logs).
  const named = await fetch(`${nginx.origin}/api/projects`, { headers: { 'X-Request-Id': 'chosen-by-a-client' } });
  expect(named.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  // Prometheus reads each instance itself; through nginx the metrics are not there at all.
  expect((await fetch(`${nginx.origin}/api/metrics`)).status).toBe(404);

  await viaNginx(nginx.origin, '/testimonials');
  expect((await viaNginx(nginx.origin, '/testimonials')).cache, 'the second request within a second').toBe('HIT');
  for (const headers of [session, bearer(token), session, { rsc: '1' }]) {
    expect((await viaNginx(nginx.origin, '/testimonials', headers)).cache, Object.keys(headers)[0]).toBe('BYPASS');
  }
  // Nor is an answer to the admin stored for visitors; only Google Analytics' cookies count as none.
  expect((await viaNginx(nginx.origin, '/no/about', session)).cache).toBe('BYPASS');
  expect((await viaNginx(nginx.origin, '/no/about')).cache, "after the admin's request").toBe('MISS');
  expect((await viaNginx(nginx.origin, '/no/about', { Cookie: '_ga=GA1.1.123.456; _ga_E2ETEST1=GS1.1.789' })).cache).toBe('HIT');

  const testimonial = testimonialInput({ client_name: `Solveig Cached ${Date.now()}` });
  await viaNginx(nginx.origin, '/testimonials');
  expect((await viaNginx(nginx.origin, '/testimonials')).cache, 'the page is cached before the save').toBe('HIT');
  const created = await fetch(`${nginx.origin}/api/admin/testimonials`, {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    body: JSON.stringify(testimonial),
  });
  expect(created.status).toBe(201);
  const saved = Date.now();
  const seen: string[] = [];
  for (;;) {
    const answer = await viaNginx(nginx.origin, '/testimonials');
    seen.push(answer.cache ?? 'none');
    if (answer.text.includes(testimonial.client_name)) break;
    expect(Date.now() - saved, `the cache's answers since the save: ${seen.join(' ')}`).toBeLessThan(5_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const elapsed = Date.now() - saved;
  console.log(`The save was on the cached page after ${elapsed} ms: ${seen.join(' ')}`);
  // The old copy while it is valid (nginx counts whole seconds: until the end of the second after
  // the one it was stored in), then one refill from the request that found it expired: the old
  // page never gets a second lifetime.
  expect(seen.slice(0, -1).join(' ')).toMatch(/^((HIT )*(STALE|EXPIRED)( UPDATING)*)?$/);
  expect(elapsed).toBeLessThan(4_000);
});

test('the recipe stores no answer that sets a cookie, is private, is not HTML or varies by more', async () => {
  // No page of the site sets a cookie or varies by another header, so a peer plays both instances.
  const requests = new Map<string, number>();
  const peer: Server = createServer((request, response) => {
    const path = request.url ?? '';
    requests.set(path, (requests.get(path) ?? 0) + 1);
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 's-maxage=60',
      Vary: 'Accept-Encoding',
    };
    if (path === '/sets-cookie') headers['Set-Cookie'] = 'visitor=1; Path=/';
    if (path === '/private') headers['Cache-Control'] = 'private, s-maxage=60';
    if (path === '/json') headers['Content-Type'] = 'application/json';
    if (path === '/varies') headers.Vary = 'Accept-Language';
    if (path === '/encoding') headers['Cache-Control'] = 'no-store';
    response.writeHead(200, headers).end(path === '/encoding' ? (request.headers['accept-encoding'] ?? 'none') : `<p>${path}</p>`);
  });
  await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
  const peerHost = `127.0.0.1:${(peer.address() as AddressInfo).port}`;
  const probe = await startNginx({ port: systemPort(18), upstreams: [peerHost, peerHost] });
  try {
    const twice = async (path: string) => [(await viaNginx(probe.origin, path)).cache, (await viaNginx(probe.origin, path)).cache];
    expect(await twice('/page'), 'a public page').toEqual(['MISS', 'HIT']);
    for (const path of ['/sets-cookie', '/private', '/json', '/varies']) expect(await twice(path), path).toEqual(['MISS', 'MISS']);
    expect(await twice('/api/page'), 'the API is never cached').toEqual([null, null]);
    // A browser's encodings reduced to the one the instances would choose.
    const encoding = async (accepted: string) => (await viaNginx(probe.origin, '/encoding', { 'Accept-Encoding': accepted })).text;
    expect(await encoding('gzip, deflate, br, zstd')).toBe('br');
    expect(await encoding('gzip, br;q=0')).toBe('gzip');
    expect(await encoding('br;q=0.5, gzip;q=0.0')).toBe('br');
    expect(await encoding('deflate')).toBe('none');
    const paths = ['/page', '/sets-cookie', '/private', '/json', '/varies', '/api/page'];
    expect(
      paths.map((path) => requests.get(path)),
      'requests that reached the peer',
    ).toEqual([1, 2, 2, 2, 2, 2]);
  } finally {
    await probe.stop();
    peer.closeAllConnections();
    await new Promise((resolve) => peer.close(resolve));
  }
});

test('SIGTERM to one instance during a load run loses no request: nginx retries what it refused', async ({ cluster }) => {
  const { b, nginx } = cluster;
  test.setTimeout(120_000);
  const paths = ['/', '/projects', '/no/testimonials', '/api/projects'];
  const failures: string[] = [];
  let answered = 0;
  let running = true;
  const worker = async () => {
    for (let index = 0; running; index += 1) {
      const path = paths[index % paths.length]!;
      try {
        // A cookie takes every request past nginx's page cache to an instance, as before it had one.
        const response = await fetch(`${nginx.origin}${path}`, { headers: { Cookie: 'load-test=1' } });
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`${path}: ${response.status}`);
        answered += 1;
      } catch (error) {
        failures.push(`${path}: ${(error as Error).message}`);
      }
    }
  };
  const load = Promise.all(Array.from({ length: 8 }, worker));
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const beforeStop = answered;
  try {
    await b.stop();
    expect(b.exitStatus()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  } finally {
    running = false;
    await load;
    // The cluster is shared by the folder's specs: whatever runs next finds both instances.
    await b.restart();
  }
  console.log(
    `${answered} requests answered (${beforeStop} before SIGTERM); nginx log: ${nginx.errorLog().split('\n').filter(Boolean).length} lines`,
  );
  expect(failures).toEqual([]);
  expect(answered).toBeGreaterThan(beforeStop);
});
