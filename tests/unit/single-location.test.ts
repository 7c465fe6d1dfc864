import { createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepOneLocation } from '@/lib/server/single-location.mjs';

// Next 16 sends a cached redirect's Location twice (vercel/next.js#82117); the server sends one.

async function rawHeaders(respond: (res: ServerResponse) => void): Promise<string[]> {
  const server = createServer((_req, res) => {
    keepOneLocation(res);
    respond(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise((resolve, reject) => {
      request({ port, host: '127.0.0.1', path: '/' }, (res) => {
        res.resume();
        resolve(res.rawHeaders);
      })
        .on('error', reject)
        .end();
    });
  } finally {
    server.close();
  }
}

const locations = (raw: string[]) => raw.filter((_, index) => index % 2 === 0 && raw[index]!.toLowerCase() === 'location').length;

describe('keepOneLocation', () => {
  it('sends a doubled Location once', async () => {
    const raw = await rawHeaders((res) => {
      res.appendHeader('location', '/projects/new');
      res.appendHeader('location', '/projects/new');
      res.writeHead(308).end();
    });
    expect(locations(raw)).toBe(1);
    expect(raw[raw.findIndex((name) => name.toLowerCase() === 'location') + 1]).toBe('/projects/new');
  });

  it('leaves a single Location, and different ones, as they are', async () => {
    expect(locations(await rawHeaders((res) => res.writeHead(308, { location: '/a' }).end()))).toBe(1);
    const raw = await rawHeaders((res) => {
      res.setHeader('location', ['/a', '/b']);
      res.writeHead(302).end();
    });
    expect(locations(raw)).toBe(2);
  });
});
