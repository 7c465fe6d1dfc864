import { NextResponse } from 'next/server';
import { handle } from '@/lib/http/handle';
import { notFound } from '@/lib/http/responses';
import type { BuyerDetails } from '@/lib/shop/checkout/buyer-details';
import { demoCheckoutUrl } from '@/lib/shop/checkout/demo';
import { assertMayPay, getDemoCheckout, payDemoSession } from '@/lib/shop/checkout/demo-checkout';
import { BuyerDetailsRefused, isPageNavigation, readBuyerDetails } from '@/lib/shop/checkout/demo-pay-form';

type Context = RouteContext<'/api/payments/demo/[sessionId]/pay'>;

/** The buyer's details from the form; a refusal sends the checkout page's own form back to it, naming the field. */
async function buyerDetailsOrRefusal(request: Request, sessionId: string): Promise<BuyerDetails | Response> {
  try {
    return await readBuyerDetails(request);
  } catch (error) {
    if (error instanceof BuyerDetailsRefused && isPageNavigation(request)) {
      return NextResponse.redirect(`${demoCheckoutUrl(sessionId)}?error=${error.field}`, 303);
    }
    throw error;
  }
}

// The Pay button of our test checkout (a form post with the buyer's e-mail, country and, for a
// business, company and VAT number). A session that cannot be paid any more sends the buyer back
// to its page, which says why. On a public site only the admin may pay.
export const POST = handle<Context>(async (request, { params }) => {
  await assertMayPay(request);
  const { sessionId } = await params;
  if (!(await getDemoCheckout(sessionId))) throw notFound('Session not found');
  const buyer = await buyerDetailsOrRefusal(request, sessionId);
  if (buyer instanceof Response) return buyer;
  const checkout = await payDemoSession(sessionId, buyer);
  if (!checkout) throw notFound('Session not found');
  return NextResponse.redirect(checkout.state === 'paid' ? checkout.successUrl : demoCheckoutUrl(checkout.id), 303);
});
