import 'server-only';
import { getEnv } from '@/lib/env';
import type { StripeMode } from './admin-types';

/** A test key (sk_test_…, rk_test_…) takes payments only the test-mode dashboard shows. */
export function stripeMode(): StripeMode {
  return /^[sr]k_test_/.test(getEnv().STRIPE_SECRET_KEY ?? '') ? 'test' : 'live';
}
