import { createRefreshBackoff } from '@/lib/shop/checkout/refresh-backoff';
import { createStripeBudget, StripeBudgetSpent } from '@/lib/shop/checkout/stripe-budget';

// The site-wide budget of Stripe calls and the per-session back-off, shared by two instances
// through Redis (TEST_REDIS_URL), as two app processes share them (docs/decisions/stripe-call-budget.md).

const redisUrl = process.env.TEST_REDIS_URL;
const unique = () => `test-${process.pid}-${Date.now()}-${Math.random()}`;

/** Waits for the start of a clock second, so a few calls all fall in one budget second. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20));

afterAll(async () => {
  const { getRedis } = await import('@/lib/rate-limit/redis');
  if (redisUrl) getRedis(redisUrl).disconnect();
});

it('spends the budget of a second, then refuses with a 503 to retry in a second, and allows the next second', async () => {
  const budget = createStripeBudget({ name: unique(), points: 3, windowSeconds: 2 });
  await nextSecond();
  for (let n = 0; n < 3; n++) await budget.spend();
  const refused = await budget.spend().catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(StripeBudgetSpent);
  expect(refused).toMatchObject({ status: 503, retryAfterSeconds: 1 });
  await nextSecond();
  await expect(budget.spend()).resolves.toBeUndefined();
});

(redisUrl ? describe : describe.skip)('shared through Redis', () => {
  it('counts both instances in one budget', async () => {
    const limit = { name: unique(), points: 4, windowSeconds: 2 };
    const [first, second] = [createStripeBudget(limit, redisUrl), createStripeBudget(limit, redisUrl)];
    await nextSecond();
    await first.spend();
    await second.spend();
    await first.spend();
    await second.spend();
    await expect(first.spend()).rejects.toBeInstanceOf(StripeBudgetSpent);
    await expect(second.spend()).rejects.toBeInstanceOf(StripeBudgetSpent);
  });

  it('lets one instance ask about a session while the other waits out the step', async () => {
    const session = unique();
    const [first, second] = [createRefreshBackoff(redisUrl), createRefreshBackoff(redisUrl)];
    expect(await first.mayAsk(session)).toBe(true);
    expect(await second.mayAsk(session)).toBe(false);
    expect(await first.mayAsk(session)).toBe(false);
  });
});
