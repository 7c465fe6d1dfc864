import 'server-only';
import { getEnv } from '@/lib/env';
import type { StripeMode } from './admin-types';

/**
 * Which of Stripe's dashboards holds this site's payments: a test secret key (sk_test_…, or a
 * restricted rk_test_…) takes payments that only the test-mode dashboard shows.
 */
export function stripeMode(): StripeMode {
  return /^[sr]k_test_/.test(getEnv().STRIPE_SECRET_KEY ?? '') ? 'test' : 'live';
}
