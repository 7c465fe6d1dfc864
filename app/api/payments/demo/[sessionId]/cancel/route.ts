import { NextResponse } from 'next/server';
import { handle } from '@/lib/http/handle';
import { notFound } from '@/lib/http/responses';
import { closeCheckout } from '@/lib/shop/checkout/abandon';
import { getDemoCheckout } from '@/lib/shop/checkout/demo-checkout';

type Context = RouteContext<'/api/payments/demo/[sessionId]/cancel'>;

// Like Stripe's back link: the buyer returns to the product, and the session stays open until
// it expires, so returning to the checkout page still works. A session holding a discount code is
// closed instead, so the code's use is given back at once (lib/shop/checkout/abandon.ts).
export const POST = handle<Context>(async (_request, { params }) => {
  const checkout = await getDemoCheckout((await params).sessionId);
  if (!checkout) throw notFound('Session not found');
  if (checkout.discountCode && checkout.state === 'open') await closeCheckout(checkout.id);
  return NextResponse.redirect(checkout.cancelUrl, 303);
});
