import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerWhileDraining, drainAndStop, onShutdown, READINESS_PATH } from '@/lib/server/lifecycle.mjs';

// SIGTERM's path on a real HTTP server: readiness fails at once, a request in flight still gets
// its whole answer, new connections are refused, and the shutdown hooks run only after the
// request finished.

function get(port: number, path: string): Promise<{ status: number; body: string; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('drainAndStop', () => {
  let server: Server;
  let port: number;
  let releaseSlow: () => void;
  const events: string[] = [];

  beforeAll(async () => {
    const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve));
    server = createServer((req, res) => {
      if (answerWhileDraining(req, res)) return;
      if (req.url === '/slow') {
        events.push('slow started');
        void slowGate.then(() => {
          events.push('slow answered');
          res.end('finished');
        });
        return;
      }
      res.end(req.url === READINESS_PATH ? 'ready' : 'page');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    onShutdown('test hook', () => {
      events.push('hook ran');
    });
  });

  it('fails readiness, finishes the request in flight, refuses new connections, then runs the hooks', async () => {
    expect(await get(port, READINESS_PATH)).toMatchObject({ status: 200, body: 'ready' });

    const slow = get(port, '/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopped = drainAndStop(server, { graceMs: 5_000, hooksMs: 1_000 });
    await expect(get(port, READINESS_PATH)).rejects.toThrow(/ECONNREFUSED/);
    expect(events).toEqual(['slow started']);

    releaseSlow();
    expect(await slow).toMatchObject({ status: 200, body: 'finished', connection: 'close' });
    await stopped;
    expect(events).toEqual(['slow started', 'slow answered', 'hook ran']);
  });

  it('then answers readiness 503 itself, and other requests with Connection: close', async () => {
    // The draining state set above is process-wide, as in the server: a listener still open
    // (another server in the same process) sees it too.
    const other = createServer((req, res) => {
      if (answerWhileDraining(req, res)) return;
      res.end('page');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const otherPort = (other.address() as AddressInfo).port;
    try {
      expect(await get(otherPort, `${READINESS_PATH}?probe=1`)).toEqual({
        status: 503,
        body: JSON.stringify({ detail: 'This server is shutting down' }),
        connection: 'close',
      });
      expect(await get(otherPort, '/')).toMatchObject({ status: 200, body: 'page', connection: 'close' });
    } finally {
      other.close();
    }
  });
});
