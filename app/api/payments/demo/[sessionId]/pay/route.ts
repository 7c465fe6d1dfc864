import { NextResponse } from 'next/server';
import { handle, notFound } from '@/lib/http';
import { demoCheckoutUrl } from '@/lib/payments/demo';
import { assertMayPay, payDemoSession } from '@/lib/payments/demo-checkout';

type Context = { params: Promise<{ sessionId: string }> };

// The Pay button of our test checkout (a form post). A session that cannot be paid any more
// sends the buyer back to its page, which says why. On a public site only the admin may pay.
export const POST = handle<Context>(async (request, { params }) => {
  await assertMayPay(request);
  const checkout = await payDemoSession((await params).sessionId);
  if (!checkout) throw notFound('Session not found');
  return NextResponse.redirect(checkout.state === 'paid' ? checkout.successUrl : demoCheckoutUrl(checkout.id), 303);
});
