/** @jest-environment node */
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external';
import { publicContentChanged } from '@/lib/server/content-generation.mjs';
import StudioCacheHandler from '@/lib/server/next-cache-handler.mjs';

// The cache handler through Next's own file-system cache (in memory, as the server runs it): a
// cached read whose loading began before its tag was revalidated must not come back as fresh.

const handler = () =>
  new StudioCacheHandler({
    fs: undefined,
    flushToDisk: false,
    serverDistDir: '/nonexistent',
    revalidatedTags: [],
    maxMemoryCacheSize: 1024 * 1024,
  } as never);

const FETCH_CTX = { kind: 'FETCH', tags: ['testimonials'], softTags: [] } as never;
const fetchEntry = (body: string) =>
  ({ kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: 3600, tags: ['testimonials'] }) as never;
const expireTag = (tag: string) => tagsManifest.set(tag, { expired: Date.now() } as never);
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('Next cache handler', () => {
  it('keeps a read whose loading began after the last revalidation', async () => {
    const cache = handler();
    expect(await cache.get('fresh', FETCH_CTX)).toBeNull();
    await cache.set('fresh', fetchEntry('new'), FETCH_CTX);
    expect(await cache.get('fresh', FETCH_CTX)).toMatchObject({ value: { data: { body: 'new' } } });
  });

  it('expires a read that began before a revalidation and was stored after it', async () => {
    const cache = handler();
    expect(await cache.get('raced', FETCH_CTX)).toBeNull();
    await tick();
    expireTag('testimonials'); // an admin saves while the old list is being read
    await tick();
    await cache.set('raced', fetchEntry('old'), FETCH_CTX);
    expect(await cache.get('raced', FETCH_CTX)).toBeNull();
    // Read again after the save, it is kept.
    await cache.set('raced', fetchEntry('new'), FETCH_CTX);
    expect(await cache.get('raced', FETCH_CTX)).toMatchObject({ value: { data: { body: 'new' } } });
  });

  it('misses every entry from before a change of public content, even before its tags are expired', async () => {
    const cache = handler();
    expect(await cache.get('before-save', FETCH_CTX)).toBeNull();
    await cache.set('before-save', fetchEntry('old'), FETCH_CTX);
    expect(await cache.get('before-save', FETCH_CTX)).not.toBeNull();
    await tick();
    // The save's handler marks the change before it answers; Next expires the tag only later.
    await publicContentChanged();
    await tick();
    expect(await cache.get('before-save', FETCH_CTX)).toBeNull();
    await tick();
    await cache.set('before-save', fetchEntry('new'), FETCH_CTX);
    expect(await cache.get('before-save', FETCH_CTX)).toMatchObject({ value: { data: { body: 'new' } } });
  });

  it('never keeps a not-found page', async () => {
    const cache = handler();
    await cache.get('/projects/nope', { kind: 'APP_PAGE' } as never);
    await cache.set(
      '/projects/nope',
      { kind: 'APP_PAGE', status: 404, html: '', rscData: undefined, headers: {}, postponed: undefined, segmentData: undefined } as never,
      { cacheControl: { revalidate: 60 } } as never,
    );
    expect(await cache.get('/projects/nope', { kind: 'APP_PAGE' } as never)).toBeNull();
  });

  it('keeps a page’s text at one byte a character, whatever characters it holds', async () => {
    const cache = handler();
    const PAGE_CTX = { kind: 'APP_PAGE' } as never;
    const page = { kind: 'APP_PAGE', status: 200, html: '<p>“Hei” – på deg</p>', rscData: undefined, headers: {} };
    await cache.get('/no/om', PAGE_CTX);
    await cache.set('/no/om', page as never, { cacheControl: { revalidate: 60 } } as never);
    expect(await cache.get('/no/om', PAGE_CTX)).toMatchObject({ value: { html: '<p>&#x201c;Hei&#x201d; &#x2013; på deg</p>' } });
    expect(page.html).toBe('<p>“Hei” – på deg</p>'); // Next's own copy, still being sent, is left alone
  });

  it('keeps an optimized picture, which Next would otherwise encode again at every request, until public content changes', async () => {
    const cache = handler();
    const IMAGE_CTX = { kind: 'IMAGE', isFallback: false } as never;
    const picture = { kind: 'IMAGE', buffer: Buffer.from('webp bytes'), etag: 'e', extension: 'webp', revalidate: 14400 };
    expect(await cache.get('picture', IMAGE_CTX)).toBeNull();
    await cache.set('picture', picture as never, { kind: 'IMAGE', cacheControl: { revalidate: 14400 } } as never);
    // A second handler, as Next makes: the pictures are the process's, not the handler's.
    expect(await handler().get('picture', IMAGE_CTX)).toMatchObject({ value: { kind: 'IMAGE', extension: 'webp' } });
    await tick();
    await publicContentChanged();
    await tick();
    expect(await cache.get('picture', IMAGE_CTX)).toBeNull();
  });
});
