import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CLIENT_ADDRESS_HEADER } from '@/lib/server/client-address.mjs';
import { answerRememberedRefusal, rememberRefusal } from '@/lib/server/remembered-refusals.mjs';

// The production server answers a refusal a handler left for an address itself, until it runs out.

let clock = 1_000_000;
const now = () => clock;

async function send(method: string, path: string, address: string) {
  const server = createServer((req, res) => {
    req.headers[CLIENT_ADDRESS_HEADER] = address;
    if (!answerRememberedRefusal(req, res, now)) res.writeHead(200).end('handler');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<{ status: number; retryAfter?: string; body: string }>((resolve, reject) => {
      request({ port, host: '127.0.0.1', path, method }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'], body }));
      })
        .on('error', reject)
        .end();
    });
  } finally {
    server.close();
  }
}

it('answers the refused address, on that handler only, until the pause ends', async () => {
  const detail = (seconds: number) => `Wait ${seconds} s`;
  rememberRefusal({ method: 'POST', path: '/api/sign-in', address: '198.51.100.7', retryAfterSeconds: 90, detail }, now);
  expect(await send('POST', '/api/sign-in?x=1', '198.51.100.7')).toEqual({ status: 429, retryAfter: '90', body: '{"detail":"Wait 90 s"}' });
  expect((await send('POST', '/api/sign-in', '198.51.100.8')).status).toBe(200);
  expect((await send('GET', '/api/sign-in', '198.51.100.7')).status).toBe(200);
  expect((await send('POST', '/api/other', '198.51.100.7')).status).toBe(200);
  clock += 60_000;
  expect(await send('POST', '/api/sign-in', '198.51.100.7')).toMatchObject({ status: 429, retryAfter: '30' });
  clock += 30_000;
  expect((await send('POST', '/api/sign-in', '198.51.100.7')).status).toBe(200);
});

it('counts IPv6 per /48, as the limits do', async () => {
  rememberRefusal({ method: 'POST', path: '/api/sign-in', address: '2001:db8:1::/48', retryAfterSeconds: 10, detail: () => 'no' }, now);
  expect((await send('POST', '/api/sign-in', '2001:db8:1:ffff::9')).status).toBe(429);
  expect((await send('POST', '/api/sign-in', '2001:db8:2::9')).status).toBe(200);
});
