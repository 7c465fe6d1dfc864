import compression from 'compression';
import { createServer, get as httpGet, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { hashSource } from '@/lib/security/inline-scripts.mjs';
import { RESOURCE_POLICY } from '@/lib/security/content-security-policy.mjs';
import { secureResponse, type SecurityOptions } from '@/lib/security/secure-response.mjs';
import { serverSetting } from '@/lib/server/settings.mjs';

// The production server's security layer (scripts/start.mjs), on a real HTTP server with
// compression in front of it, answering the ways Next writes responses.

const FLIGHT = 'self.__next_f.push([1,"0:[]"])';
const PAGE = `<!DOCTYPE html><html><body><h1>Hei</h1><script>${FLIGHT}</script><script>alert(1)</script>${'<p>filler</p>'.repeat(200)}</body></html>`;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const LOCAL: SecurityOptions = { https: false, analytics: false, knownScriptHashes: [] };
let server: Server;
let handler: Handler;
let options: SecurityOptions;

beforeAll(async () => {
  const compress = compression();
  server = createServer((req, res) => {
    compress(req as never, res as never, () => {
      secureResponse(req, res, options);
      handler(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  options = LOCAL;
});

async function get(path = '/', headers: Record<string, string> = {}) {
  const { port } = server.address() as AddressInfo;
  return fetch(`http://127.0.0.1:${port}${path}`, { headers });
}

const scriptSources = (policy: string | null) => policy?.split('; ').find((directive) => directive.startsWith('script-src'));

describe('secureResponse on a page', () => {
  it('allows the page’s framework scripts by hash and nothing else inline, when Next streams it in chunks', async () => {
    handler = (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write(PAGE.slice(0, 50));
      res.write(Buffer.from(PAGE.slice(50, 120)));
      res.end(PAGE.slice(120));
    };
    const response = await get();
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(PAGE);
    expect(scriptSources(response.headers.get('content-security-policy'))).toBe(`script-src 'self' ${hashSource(FLIGHT)}`);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('keeps the status and headers given to writeHead, whichever form they take', async () => {
    handler = (_req, res) => {
      res.writeHead(404, 'Not Found', ['Content-Type', 'text/html', 'X-Extra', 'yes']);
      res.end(PAGE);
    };
    const response = await get();
    expect([response.status, response.headers.get('x-extra')]).toEqual([404, 'yes']);
    expect(scriptSources(response.headers.get('content-security-policy'))).toBe(`script-src 'self' ${hashSource(FLIGHT)}`);
  });

  it('calls write callbacks and sends a page compressed when the browser accepts it', async () => {
    const written = jest.fn();
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.flushHeaders();
      res.write(PAGE, 'utf8', written);
      res.end();
    };
    const { port } = server.address() as AddressInfo;
    const raw = await new Promise<{ headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
      const request = httpGet(
        { port, host: '127.0.0.1', path: '/', headers: { 'Accept-Encoding': 'gzip' } },
        (response: IncomingMessage) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        },
      );
      request.on('error', reject);
    });
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(raw.body).toString()).toBe(PAGE);
    expect(raw.headers['content-security-policy']).toContain(hashSource(FLIGHT));
    expect(written).toHaveBeenCalled();
  });

  it('gives a page a strong ETag of its bytes, the same for the same page however it was written', async () => {
    handler = (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(PAGE);
    };
    const whole = await get();
    handler = (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write(Buffer.from(PAGE.slice(0, 70)));
      res.end(PAGE.slice(70));
    };
    const chunked = await get();
    const etag = whole.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect(chunked.headers.get('etag')).toBe(etag);
    handler = (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(PAGE.replace('Hei', 'Hallo'));
    };
    expect((await get()).headers.get('etag')).not.toBe(etag);
  });

  it('answers 304 without body or policy when the browser holds the same page, and 200 when it holds another', async () => {
    handler = (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 's-maxage=31536000');
      res.end(PAGE);
    };
    const etag = (await get()).headers.get('etag')!;
    // As a browser revalidates (fetch itself would add `no-cache`, which asks for the whole page).
    const revisit = await get('/', { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' });
    expect(revisit.status).toBe(304);
    expect(await revisit.text()).toBe('');
    expect(revisit.headers.get('etag')).toBe(etag);
    expect(revisit.headers.get('content-security-policy')).toBeNull();
    expect(revisit.headers.get('cache-control')).toBe('s-maxage=31536000');
    const other = await get('/', { 'If-None-Match': '"another-version"', 'Cache-Control': 'max-age=0' });
    expect(other.status).toBe(200);
    expect(await other.text()).toBe(PAGE);
  });

  it('gives no ETag to an error page or a HEAD answer', async () => {
    handler = (_req, res) => {
      res.writeHead(404, { 'Content-Type': 'text/html' });
      res.end(PAGE);
    };
    expect((await get()).headers.get('etag')).toBeNull();
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end();
    };
    const { port } = server.address() as AddressInfo;
    const head = await fetch(`http://127.0.0.1:${port}/`, { method: 'HEAD' });
    expect(head.headers.get('etag')).toBeNull();
  });

  it('adds HSTS and upgrade-insecure-requests on an https site, and the analytics hosts when configured', async () => {
    options = { https: true, analytics: true, knownScriptHashes: [hashSource('gtag()')] };
    handler = (_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end(PAGE);
    };
    const response = await get();
    const policy = response.headers.get('content-security-policy');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(policy).toContain('upgrade-insecure-requests');
    expect(scriptSources(policy)).toBe(`script-src 'self' ${hashSource('gtag()')} ${hashSource(FLIGHT)} https://www.googletagmanager.com`);
    expect(policy).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com/);
  });

  it('lets pages show pictures from https hosts (rich text may, docs/behaviour.md#rich-text) but nothing plain-http', async () => {
    handler = (_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end(PAGE);
    };
    const policy = (await get()).headers.get('content-security-policy');
    expect(policy?.split('; ')).toContain("img-src 'self' data: blob: https:");
  });

  it('lets pages frame the video players only: by default YouTube’s and Vimeo’s, else the configured hosts', async () => {
    handler = (_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end(PAGE);
    };
    const frameSources = async () =>
      (await get()).headers
        .get('content-security-policy')
        ?.split('; ')
        .find((directive) => directive.startsWith('frame-src'));
    expect(await frameSources()).toBe('frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com');
    options = { ...LOCAL, videoHosts: serverSetting('VIDEO_EMBED_HOSTS', { VIDEO_EMBED_HOSTS: ' player.vimeo.com, Video.Example.org ' }) };
    expect(await frameSources()).toBe('frame-src https://player.vimeo.com https://video.example.org');
  });
});

describe('secureResponse on anything else', () => {
  it('passes JSON through untouched with a policy that allows nothing', async () => {
    handler = (_req, res) => {
      res.writeHead(201, { 'Content-Type': 'application/json' });
      res.end('{"ok":true}');
    };
    const response = await get();
    expect([response.status, await response.json()]).toEqual([201, { ok: true }]);
    expect(response.headers.get('content-security-policy')).toBe(RESOURCE_POLICY);
  });

  it('keeps a policy the response already has (e.g. the image optimizer’s)', async () => {
    handler = (_req, res) => {
      res.setHeader('Content-Type', 'image/webp');
      res.setHeader('Content-Security-Policy', "script-src 'none'; sandbox;");
      res.end(Buffer.from([1, 2, 3]));
    };
    const response = await get();
    expect(response.headers.get('content-security-policy')).toBe("script-src 'none'; sandbox;");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from([1, 2, 3]));
  });

  it('adds no policy to a 304, whose headers the browser copies onto the page it keeps', async () => {
    // Next answers a revisit whose ETag still matches like this: no body, no content type.
    handler = (_req, res) => {
      res.writeHead(304, { ETag: '"abc"', 'Cache-Control': 's-maxage=31536000' });
      res.end();
    };
    const response = await get('/about', { 'If-None-Match': '"abc"' });
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe('"abc"');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('still adds HSTS to a 304 on an https site', async () => {
    options = { ...LOCAL, https: true };
    handler = (_req, res) => {
      res.statusCode = 304;
      res.end();
    };
    const response = await get('/about');
    expect(response.status).toBe(304);
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });
});
