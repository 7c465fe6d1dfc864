import { claimOnce, MEMORY_CAPACITY } from '@/lib/booking/used-challenges';

// A solved booking challenge books once (lib/booking/used-challenges.ts): remembered in Redis, so a
// second instance refuses it too, and else in a bounded memory that refuses rather than forgets.

const unique = () => `test-${process.pid}-${Date.now()}-${Math.random()}`;

describe('claimOnce', () => {
  const redisUrl = process.env.TEST_REDIS_URL;
  afterAll(async () => {
    const { getRedis } = await import('@/lib/rate-limit/redis');
    for (const url of [redisUrl, 'redis://127.0.0.1:1']) if (url) getRedis(url).disconnect();
  });

  (redisUrl ? it : it.skip)('refuses on a second instance a solution spent on the first', async () => {
    const key = unique();
    let other: typeof claimOnce | undefined;
    // A module of its own: another instance's empty memory.
    jest.isolateModules(() => {
      other = jest.requireActual<typeof import('@/lib/booking/used-challenges')>('@/lib/booking/used-challenges').claimOnce;
    });
    expect(await claimOnce(key, 60, redisUrl)).toBe('claimed');
    expect(await other!(key, 60, redisUrl)).toBe('used');
  });

  it('remembers in memory while Redis cannot be reached, and forgets after the time to live', async () => {
    const key = unique();
    expect(await claimOnce(key, 60, 'redis://127.0.0.1:1')).toBe('claimed');
    expect(await claimOnce(key, 60, 'redis://127.0.0.1:1')).toBe('used');
    const brief = unique();
    expect(await claimOnce(brief, 1, '')).toBe('claimed');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await claimOnce(brief, 1, '')).toBe('claimed');
  });

  it('refuses instead of forgetting a live solution when its memory is full', async () => {
    let claimed = 0;
    let answer = 'claimed';
    while (answer === 'claimed' && claimed <= MEMORY_CAPACITY) {
      answer = await claimOnce(unique(), 600, '');
      if (answer === 'claimed') claimed++;
    }
    expect(answer).toBe('full');
    // The earlier tests' keys share the memory: at most these few were remembered before.
    expect(claimed).toBeGreaterThanOrEqual(MEMORY_CAPACITY - 3);
  });
});
