import 'server-only';
import { RetryLaterError } from '@/lib/http/responses';
import { createRateLimiter, type RateLimit } from '@/lib/rate-limit/limiter';

// Every call the Stripe provider makes is made for an anonymous client (opening a checkout, a
// status poll, closing an abandoned checkout), so together they get one site-wide budget, shared
// by every instance through Redis when REDIS_URL is set (docs/decisions/stripe-call-budget.md).

/** A quarter of Stripe's live limit (100 a second), so no crowd of clients can reach it. */
export const STRIPE_CALLS_PER_SECOND = 25;

// One counter per clock second (the key names it), kept a little past its second; the instances
// share one clock, so each second allows the budget once site-wide.
export const STRIPE_BUDGET_LIMIT: RateLimit = { name: 'stripe-budget', points: STRIPE_CALLS_PER_SECOND, windowSeconds: 2 };

export class StripeBudgetSpent extends RetryLaterError {
  constructor() {
    super(503, 1, 'The payment provider is busy. Please try again in a moment.');
  }
}

export interface StripeBudget {
  /** Takes one call from this second's budget, or throws StripeBudgetSpent (a 503 with Retry-After). */
  spend(): Promise<void>;
}

export function createStripeBudget(limit: RateLimit = STRIPE_BUDGET_LIMIT, redisUrl?: string): StripeBudget {
  const limiter = createRateLimiter(limit, redisUrl);
  return {
    async spend() {
      const second = Math.floor(Date.now() / 1000);
      if (!(await limiter.consume(`site:${second}`)).allowed) throw new StripeBudgetSpent();
    },
  };
}

export const stripeBudget = createStripeBudget();
