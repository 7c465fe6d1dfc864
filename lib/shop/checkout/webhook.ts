import 'server-only';
import Stripe from 'stripe';
import { z } from 'zod';
import { getEnv } from '@/lib/env';
import { badRequest } from '@/lib/http/responses';
import { refundByPaymentIntent } from '@/lib/shop/orders/refunds';
import { fulfil } from './fulfil';
import { isSessionId } from './provider';
import { isPaid, recordProviderState } from './sessions';
import { fromStripeSession } from './stripe';
import { log } from '@/lib/log/logger.mjs';

/** Refuses replays older than this, and deliveries dated ahead by more (replayable for longer). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

function signedAtSeconds(signature: string): number {
  const times = signature.split(',').filter((item) => item.startsWith('t='));
  return Number.parseInt(times.at(-1)?.slice(2) ?? '', 10);
}

// A signature says nothing of the event's shape: the fields read are checked first.
const eventShape = z.object({ type: z.string() });
const sessionEventShape = z.object({ data: z.object({ object: z.object({ id: z.string().refine(isSessionId) }) }) });
const chargeEventShape = z.object({
  data: z.object({ object: z.object({ payment_intent: z.string().nullable(), refunded: z.boolean() }) }),
});

function verifiedEvent(payload: string, signature: string | null): Stripe.Event {
  const secret = getEnv().STRIPE_WEBHOOK_SECRET;
  // Without a signing secret nothing can be verified, so nothing is accepted (the demo provider).
  if (!secret) throw badRequest('Webhooks are not configured');
  if (!signature) throw badRequest('Missing Stripe-Signature header');
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(payload, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
  } catch {
    throw badRequest('Invalid or expired signature');
  }
  // Stripe's verifier only bounds the age, so a time in the future passes it.
  if (!(signedAtSeconds(signature) <= Date.now() / 1000 + SIGNATURE_TOLERANCE_SECONDS)) throw badRequest('Invalid or expired signature');
  if (!eventShape.safeParse(event).success) throw badRequest('Malformed event: no type');
  return event as Stripe.Event;
}

/** Repeats and races are harmless: a stored state never leaves paid or expired; fulfilment is idempotent. */
export async function handleStripeWebhook(payload: string, signature: string | null): Promise<void> {
  const event = verifiedEvent(payload, signature);
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.expired': {
      if (!sessionEventShape.safeParse(event).success) throw badRequest(`Malformed ${event.type} event: no checkout session id`);
      const session = await recordProviderState(fromStripeSession(event.data.object));
      if (!session) {
        log.warn(
          { area: 'payments', event_type: event.type, event_id: event.id },
          'a webhook names a checkout session this site did not create; ignored',
        );
        return;
      }
      if (isPaid(session)) await fulfil(session.id);
      return;
    }
    case 'charge.refunded': {
      const charge = chargeEventShape.safeParse(event);
      if (!charge.success) throw badRequest('Malformed charge.refunded event');
      const { payment_intent: paymentIntent, refunded } = charge.data.data.object;
      // `refunded` is true once the whole amount is refunded; a partial refund leaves the order paid.
      if (refunded && paymentIntent) await refundByPaymentIntent(paymentIntent);
      return;
    }
    default:
      return;
  }
}
