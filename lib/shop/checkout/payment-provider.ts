import 'server-only';
import { ConfigError, getEnv } from '@/lib/env';
import { demoProvider } from './demo';
import type { PaymentProvider } from './provider';
import { createStripeProvider, type StripeConnection } from './stripe';

let current: PaymentProvider | undefined;

function fromEnv(): PaymentProvider {
  const env = getEnv();
  if (env.PAYMENT_PROVIDER === 'demo') return demoProvider;
  // lib/env.ts requires the key in production; on localhost PAYMENT_PROVIDER=stripe may lack it.
  if (!env.STRIPE_SECRET_KEY) throw new ConfigError('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
  return createStripeProvider({ secretKey: env.STRIPE_SECRET_KEY, ...stripeAddress(env.STRIPE_API_URL) });
}

function stripeAddress(url: string | undefined): Partial<StripeConnection> {
  if (!url) return {};
  const { protocol, hostname, port } = new URL(url);
  const scheme = protocol === 'http:' ? 'http' : 'https';
  return { protocol: scheme, host: hostname, port: Number(port) || (scheme === 'http' ? 80 : 443) };
}

export function getPaymentProvider(): PaymentProvider {
  current ??= fromEnv();
  return current;
}

/** The provider of a stored session, if still reachable: demo sessions stay readable after a switch. */
export function providerFor(name: string): PaymentProvider | null {
  const provider = getPaymentProvider();
  if (provider.name === name) return provider;
  return name === 'demo' ? demoProvider : null;
}
