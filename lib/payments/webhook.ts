import 'server-only';
import Stripe from 'stripe';
import { getEnv } from '@/lib/env';
import { badRequest } from '@/lib/http';
import { fulfil } from './fulfil';
import { isPaid, recordProviderState } from './sessions';
import { fromStripeSession } from './stripe';

/** Seconds a signed event stays acceptable: replays of older deliveries are refused. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

function verifiedEvent(payload: string, signature: string | null): Stripe.Event {
  const secret = getEnv().STRIPE_WEBHOOK_SECRET;
  // Without a signing secret nothing can be verified, so nothing is accepted (the demo provider).
  if (!secret) throw badRequest('Webhooks are not configured');
  if (!signature) throw badRequest('Missing Stripe-Signature header');
  try {
    return Stripe.webhooks.constructEvent(payload, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
  } catch {
    throw badRequest('Invalid or expired signature');
  }
}

/**
 * Applies a Stripe event, verified on the raw body. Deliveries may repeat, arrive out of order
 * or at the same time: the stored state never leaves paid or expired, and fulfilment is
 * idempotent. Events of other types are acknowledged and ignored.
 */
export async function handleStripeWebhook(payload: string, signature: string | null): Promise<void> {
  const event = verifiedEvent(payload, signature);
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.expired': {
      const session = await recordProviderState(fromStripeSession(event.data.object));
      if (!session) {
        console.warn(`[payments] ${event.type} ${event.id} names session ${event.data.object.id}, which this site did not create; ignored`);
        return;
      }
      if (isPaid(session)) await fulfil(session.id);
      return;
    }
    default:
      return;
  }
}
