// What the nginx recipe (deploy/nginx/studio.conf) tells the instances about a request, seen by a
// peer in the instances' place behind Debian's nginx: the address and host nginx saw, never the
// client's own X-Forwarded-* or Forwarded lines.
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nginxInstalled, startNginx, type Nginx } from '../../scripts/nginx-recipe.mjs';

const peer = createServer((request, response) => {
  response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(request.headers));
});
let nginx: Nginx;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// Runs where nginx is installed, as the Postgres and Redis tests run where their servers are; CI
// installs it, so there it always runs (a missing nginx fails in startNginx).
const describeWithNginx = nginxInstalled || process.env.CI ? describe : describe.skip;

describeWithNginx('the nginx recipe', () => {
  beforeAll(async () => {
    await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
    const peerHost = `127.0.0.1:${(peer.address() as AddressInfo).port}`;
    nginx = await startNginx({ port: await freePort(), upstreams: [peerHost, peerHost] });
  }, 30_000);

  afterAll(async () => {
    await nginx?.stop();
    await new Promise((resolve) => peer.close(resolve));
  });

  it("passes on nginx's own host and address, never the client's forwarded headers", async () => {
    // node:http, since fetch refuses to set Host.
    const seen = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
      const sent = request(`${nginx.origin}/api/admin/testimonials`, {
        method: 'POST',
        headers: {
          Host: 'studio.example',
          'X-Forwarded-Host': 'evil.example',
          Forwarded: 'for=203.0.113.9;host=evil.example;proto=https',
          'X-Forwarded-For': '203.0.113.9',
        },
      });
      sent.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve(JSON.parse(body) as IncomingHttpHeaders));
      });
      sent.on('error', reject).end();
    });
    expect({
      host: seen.host,
      'x-forwarded-host': seen['x-forwarded-host'],
      forwarded: seen.forwarded,
      'x-forwarded-for': seen['x-forwarded-for'],
    }).toEqual({ host: 'studio.example', 'x-forwarded-host': 'studio.example', forwarded: undefined, 'x-forwarded-for': '127.0.0.1' });
  });
});
