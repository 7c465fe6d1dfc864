import { NextResponse } from 'next/server';
import { handle } from '@/lib/http/handle';
import { HttpError, notFound } from '@/lib/http/responses';
import { demoCheckoutUrl } from '@/lib/shop/checkout/demo';
import { assertMayPay, getDemoCheckout, payDemoSession } from '@/lib/shop/checkout/demo-checkout';
import { isPageNavigation, readBuyerEmail } from '@/lib/shop/checkout/demo-pay-form';

type Context = RouteContext<'/api/payments/demo/[sessionId]/pay'>;

/** The checkout page again, saying beside the field that the address was refused. */
const EMAIL_REFUSED_QUERY = 'error=email';

/** The buyer's address from the form; a refused one sends the checkout page's own form back to it. */
async function buyerEmailOrRefusal(request: Request, sessionId: string): Promise<string | Response> {
  try {
    return await readBuyerEmail(request);
  } catch (error) {
    if (error instanceof HttpError && error.status === 400 && isPageNavigation(request)) {
      return NextResponse.redirect(`${demoCheckoutUrl(sessionId)}?${EMAIL_REFUSED_QUERY}`, 303);
    }
    throw error;
  }
}

// The Pay button of our test checkout (a form post with the buyer's e-mail). A session that cannot
// be paid any more sends the buyer back to its page, which says why. On a public site only the
// admin may pay.
export const POST = handle<Context>(async (request, { params }) => {
  await assertMayPay(request);
  const { sessionId } = await params;
  if (!(await getDemoCheckout(sessionId))) throw notFound('Session not found');
  const email = await buyerEmailOrRefusal(request, sessionId);
  if (email instanceof Response) return email;
  const checkout = await payDemoSession(sessionId, email);
  if (!checkout) throw notFound('Session not found');
  return NextResponse.redirect(checkout.state === 'paid' ? checkout.successUrl : demoCheckoutUrl(checkout.id), 303);
});
