/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { contentGeneration, publicContentChanged } from '@/lib/server/content-generation.mjs';
import { CONTENT_CHANNEL, shareContentChanges } from '@/lib/server/content-sync.mjs';

// Several instances on one Redis: Next's cache shared through it (lib/server/shared-cache.mjs
// with the site's rules, lib/server/next-cache-handler.mjs) and content changes announced to
// every instance (lib/server/content-sync.mjs). Against the Redis server of TEST_REDIS_URL.

const redisUrl = process.env.TEST_REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

const FETCH_CTX = { kind: 'FETCH', tags: ['testimonials'], softTags: [] } as never;
const fetchEntry = (body: string) =>
  ({ kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: 3600, tags: ['testimonials'] }) as never;
const notFoundPage = {
  kind: 'APP_PAGE',
  html: 'Not found',
  rscData: undefined,
  headers: {},
  postponed: undefined,
  status: 404,
  segmentData: undefined,
} as never;
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describeWithRedis('the shared cache in Redis', () => {
  const buildId = `test-build-${process.pid}-${Date.now()}`;
  let raw: Redis;
  type Handler = {
    get(key: string, ctx: never): Promise<unknown>;
    set(key: string, data: never, ctx: never): Promise<void>;
    revalidateTag(tags: string | string[]): Promise<void>;
  };
  let instance: () => Handler;

  beforeAll(async () => {
    process.env.REDIS_URL = redisUrl;
    const distDir = mkdtempSync(join(tmpdir(), 'shared-cache-'));
    mkdirSync(join(distDir, 'server'));
    writeFileSync(join(distDir, 'BUILD_ID'), buildId);
    const { RedisCacheHandler } = await import('@/lib/server/next-cache-handler.mjs');
    // Next makes a handler per request; two of them stand for two instances' requests.
    instance = () => new RedisCacheHandler({ serverDistDir: join(distDir, 'server'), dev: false } as never) as unknown as Handler;
    raw = new Redis(redisUrl!);
  });
  afterAll(async () => {
    const keys = await raw.keys(`studio:next:${buildId}:*`);
    if (keys.length) await raw.del(...keys);
    raw.disconnect();
    const { closeSharedCache } = await import('@/lib/server/shared-cache.mjs');
    await closeSharedCache();
    delete process.env.REDIS_URL;
  });

  it("stores an entry in Redis under the build's prefix, where another instance reads it", async () => {
    const first = instance();
    expect(await first.get('shared', FETCH_CTX)).toBeNull();
    await first.set('shared', fetchEntry('from A'), FETCH_CTX);
    expect(await raw.exists(`studio:next:${buildId}:shared`)).toBe(1);
    expect(await instance().get('shared', FETCH_CTX)).toMatchObject({ value: { data: { body: 'from A' } } });
  });

  it("lets entries without a revalidate time expire on their own (a deploy leaves the old build's behind)", async () => {
    await instance().set('forever', { ...(fetchEntry('page') as object), revalidate: false } as never, FETCH_CTX);
    const expiry = await raw.ttl(`studio:next:${buildId}:forever`);
    expect(expiry).toBeGreaterThan(24 * 60 * 60);
    expect(expiry).toBeLessThanOrEqual(36 * 60 * 60);
  });

  it('expires an entry on every instance when one of them revalidates its tag', async () => {
    await instance().set('tagged', fetchEntry('old'), FETCH_CTX);
    expect(await instance().get('tagged', FETCH_CTX)).toMatchObject({ value: { data: { body: 'old' } } });
    await tick();
    await instance().revalidateTag(['testimonials']);
    expect(await instance().get('tagged', FETCH_CTX)).toBeNull();
  });

  it('dates an entry at the start of its read, so a save during the read expires it', async () => {
    const cache = instance();
    const readStarted = Date.now();
    expect(await cache.get('raced', FETCH_CTX)).toBeNull();
    await tick();
    // An admin saves while the old list is being read. The library deletes the tag's entries
    // (there is none yet); the save's change mark is what outdates the read that ends after it.
    await publicContentChanged();
    await cache.revalidateTag(['testimonials']);
    await tick();
    await cache.set('raced', fetchEntry('old'), FETCH_CTX);
    const stored = JSON.parse((await raw.get(`studio:next:${buildId}:raced`))!) as { lastModified: number };
    expect(stored.lastModified).toBeGreaterThanOrEqual(readStarted);
    expect(stored.lastModified).toBeLessThan(Date.now() - 5);
    expect(await cache.get('raced', FETCH_CTX)).toBeNull();
    await cache.set('raced', fetchEntry('new'), FETCH_CTX);
    expect(await cache.get('raced', FETCH_CTX)).toMatchObject({ value: { data: { body: 'new' } } });
  });

  it('misses every entry from before a content change announced by any instance', async () => {
    await instance().set('before-save', fetchEntry('old'), FETCH_CTX);
    expect(await instance().get('before-save', FETCH_CTX)).toMatchObject({ value: { data: { body: 'old' } } });
    await tick();
    await publicContentChanged();
    await tick();
    expect(await instance().get('before-save', FETCH_CTX)).toBeNull();
  });

  it('never stores a not-found page', async () => {
    await instance().set('/projects/typed-by-a-visitor', notFoundPage, { isRoutePPREnabled: false, isFallback: false } as never);
    expect(await raw.exists(`studio:next:${buildId}:/projects/typed-by-a-visitor`)).toBe(0);
  });
});

describeWithRedis('content changes announced through Redis', () => {
  let sync: ReturnType<typeof shareContentChanges>;
  let other: Redis;
  let listener: Redis;
  const quiet = { error: () => undefined, log: () => undefined };

  beforeAll(async () => {
    sync = shareContentChanges(redisUrl!, { instanceId: 'this-instance', log: quiet });
    await sync.subscribed;
    other = new Redis(redisUrl!);
    listener = new Redis(redisUrl!);
    await listener.subscribe(CONTENT_CHANNEL);
  });
  afterAll(async () => {
    await sync.close();
    other.disconnect();
    listener.disconnect();
  });

  const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

  it("marks another instance's change here, stamped no earlier than that instance's time", async () => {
    const before = contentGeneration();
    const future = Date.now() + 60_000;
    await other.publish(CONTENT_CHANNEL, JSON.stringify({ at: future, from: 'other-instance' }));
    await settle();
    expect(contentGeneration()).toBe(before + 1);
    const { contentChangedAt } = await import('@/lib/server/content-generation.mjs');
    expect(contentChangedAt()).toBeGreaterThanOrEqual(future);
  });

  it('ignores its own announcements and malformed messages', async () => {
    const before = contentGeneration();
    await other.publish(CONTENT_CHANNEL, JSON.stringify({ at: Date.now(), from: 'this-instance' }));
    await other.publish(CONTENT_CHANNEL, 'not json');
    await other.publish(CONTENT_CHANNEL, JSON.stringify({ at: 'yesterday', from: 'other-instance' }));
    await settle();
    expect(contentGeneration()).toBe(before);
  });

  it('announces a change made here to the others before the save answers', async () => {
    const heard = new Promise<string>((resolve) => listener.once('message', (_channel: string, message: string) => resolve(message)));
    await publicContentChanged();
    expect(JSON.parse(await heard)).toEqual({ at: expect.any(Number), from: 'this-instance' });
  });
});
