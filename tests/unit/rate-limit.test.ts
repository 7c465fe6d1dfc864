import { clientIp } from '@/lib/http/client-ip';
import { createRateLimiter } from '@/lib/rate-limit/limiter';

describe('createRateLimiter', () => {
  it('allows the configured number of actions per key, then says how long to wait', async () => {
    const limiter = createRateLimiter({ name: 'test-a', points: 2, windowSeconds: 60 });
    expect(await limiter.consume('a')).toEqual({ allowed: true });
    expect(await limiter.consume('a')).toEqual({ allowed: true });
    expect(await limiter.consume('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(await limiter.consume('b')).toEqual({ allowed: true });
  });

  it('allows the key again once the window has passed', async () => {
    const limiter = createRateLimiter({ name: 'test-b', points: 1, windowSeconds: 1 });
    await limiter.consume('a');
    expect((await limiter.consume('a')).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await limiter.consume('a')).toEqual({ allowed: true });
  });
});

describe('createRateLimiter with Redis', () => {
  // Two limiters with one name and one Redis stand for two app instances sharing their counts.
  const redisUrl = process.env.TEST_REDIS_URL;
  const unique = () => `test-${process.pid}-${Date.now()}-${Math.random()}`;
  afterAll(async () => {
    const { getRedis } = await import('@/lib/rate-limit/redis');
    for (const url of [redisUrl, 'redis://127.0.0.1:1']) if (url) getRedis(url).disconnect();
  });

  (redisUrl ? it : it.skip)('shares the counts between instances', async () => {
    const name = unique();
    const first = createRateLimiter({ name, points: 3, windowSeconds: 60 }, redisUrl);
    const second = createRateLimiter({ name, points: 3, windowSeconds: 60 }, redisUrl);
    expect(await first.consume('ip')).toEqual({ allowed: true });
    expect(await second.consume('ip')).toEqual({ allowed: true });
    expect(await first.consume('ip')).toEqual({ allowed: true });
    expect((await second.consume('ip')).allowed).toBe(false);
    await second.reset('ip');
    expect(await first.consume('ip')).toEqual({ allowed: true });
  });

  it('keeps limiting in memory while Redis cannot be reached', async () => {
    const limiter = createRateLimiter({ name: unique(), points: 1, windowSeconds: 60 }, 'redis://127.0.0.1:1');
    expect(await limiter.consume('ip')).toEqual({ allowed: true });
    expect((await limiter.consume('ip')).allowed).toBe(false);
  });
});

describe('clientIp', () => {
  const request = (headers: Record<string, string>) => new Request('http://localhost/api/contact', { headers });

  it('reads the address the production server settled (lib/server/client-address.mjs)', () => {
    expect(clientIp(request({ 'x-forwarded-for': '198.51.100.9' }))).toBe('198.51.100.9');
    expect(clientIp(request({ 'x-real-ip': '198.51.100.1' }))).toBe('unknown');
    expect(clientIp(request({}))).toBe('unknown');
  });

  it('counts an IPv6 visitor by the /48 block, so rotating within it changes nothing', () => {
    const a = clientIp(request({ 'x-forwarded-for': '2001:db8:1:2::1' }));
    const b = clientIp(request({ 'x-forwarded-for': '2001:db8:1:ffff:ffff:ffff:ffff:ffff' }));
    expect(a).toBe('2001:db8:1::/48');
    expect(b).toBe(a);
    expect(clientIp(request({ 'x-forwarded-for': '2001:db8:2::1' }))).not.toBe(a);
  });
});
