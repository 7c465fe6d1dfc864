import type { ServerResponse } from 'node:http';
import { keepOneLocation } from '@/lib/server/single-location.mjs';
import { responseThroughLayer } from '../support/layer-response';

// Next 16 sends a cached redirect's Location twice (vercel/next.js#82117); the server sends one.

async function rawHeaders(respond: (res: ServerResponse) => void): Promise<string[]> {
  return (await responseThroughLayer(keepOneLocation, respond)).rawHeaders;
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
