import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DECLARED_LENGTH, restoreDeclaredLength } from '@/lib/server/declared-length.mjs';

// The production server's layer that turns a route's declared length back into Content-Length
// (Next drops the header from route handler responses).

let server: Server;
let origin: string;
let headers: Record<string, string> = {};

beforeAll(async () => {
  server = createServer((_req, res) => {
    restoreDeclaredLength(res);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.write('ab');
    res.end('cd');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function answer(set: Record<string, string>) {
  headers = set;
  const response = await fetch(origin);
  await response.text();
  return {
    length: response.headers.get('content-length'),
    declared: response.headers.get(DECLARED_LENGTH),
    chunked: response.headers.get('transfer-encoding'),
  };
}

describe('restoreDeclaredLength', () => {
  it('sends the declared length as Content-Length and drops the internal header', async () => {
    expect(await answer({ [DECLARED_LENGTH]: '4' })).toEqual({ length: '4', declared: null, chunked: null });
  });

  it('leaves other responses chunked, and ignores a value that is not a length', async () => {
    expect(await answer({})).toEqual({ length: null, declared: null, chunked: 'chunked' });
    expect(await answer({ [DECLARED_LENGTH]: '4; drop' })).toEqual({ length: null, declared: null, chunked: 'chunked' });
  });

  it('does not claim a length for a body that is re-encoded', async () => {
    expect(await answer({ [DECLARED_LENGTH]: '4', 'content-encoding': 'identity' })).toMatchObject({ length: null });
  });
});
