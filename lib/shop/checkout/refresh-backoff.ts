import 'server-only';
import { createRateLimiter } from '@/lib/rate-limit/limiter';

// How often the provider is asked about one open session, however many clients poll it from
// however many addresses: the asks are spaced 5, 10, 20, then 40 s apart, so a buyer back from
// paying learns it at once and an abandoned tab polled for hours costs one call in 40 s
// (docs/decisions/payment-status-polling.md). Both counters are shared through Redis when set.

/** Seconds after the n-th ask (from 0) before the next; the last repeats. */
export const REFRESH_SPACING_SECONDS = [5, 10, 20, 40] as const;

/** Long enough to see the steps through; a session polled again after a quiet spell starts over. */
const ASKS_REMEMBERED_SECONDS = 15 * 60;

export function createRefreshBackoff(redisUrl?: string) {
  // Closed for the current step's spacing after each ask.
  const gate = createRateLimiter({ name: 'provider-refresh', points: 1, windowSeconds: REFRESH_SPACING_SECONDS[0] }, redisUrl);
  // How many asks the session has had: which step comes next.
  const asks = createRateLimiter(
    { name: 'provider-refresh-asks', points: Number.MAX_SAFE_INTEGER, windowSeconds: ASKS_REMEMBERED_SECONDS },
    redisUrl,
  );
  return {
    /** True when the provider may be asked about `sessionId` now (the ask is counted). */
    async mayAsk(sessionId: string): Promise<boolean> {
      const asked = await asks.count(sessionId);
      const spacing = REFRESH_SPACING_SECONDS[Math.min(asked, REFRESH_SPACING_SECONDS.length - 1)];
      if (!(await gate.consume(sessionId, spacing)).allowed) return false;
      await asks.consume(sessionId);
      return true;
    },
    /** An ask that did not happen after all (no budget): the next poll may try again. */
    async giveBack(sessionId: string): Promise<void> {
      await gate.reset(sessionId);
      await asks.reward(sessionId);
    },
  };
}

export const refreshBackoff = createRefreshBackoff();
