import { POST as pay } from '@/app/api/payments/demo/[sessionId]/pay/route';
import type { AdminOrder } from '@/lib/shop/orders/admin-types';
import { insertOrder, insertReceiptMail, newProduct, outboxRowsOf } from '../support/orders';
import { detailOf as detail } from '../support/api';
import { MISSING_ORDER_ID, page, refundOf, resendOf, signInAdmin } from '../support/orders-admin-api';
import { payForm, request, sessionParams, startCheckout } from '../support/payments';

// The two actions of an order in the admin's Orders section: mark a demo order refunded, and
// resend its receipt.

jest.setTimeout(60_000);

const auth = signInAdmin();

describe('signed-in only', () => {
  it.each([
    ['a refund', () => refundOf(MISSING_ORDER_ID, {})],
    ['a receipt', () => resendOf(MISSING_ORDER_ID, {})],
  ])('refuses %s without a valid session (401)', async (_label, call) => {
    const answer = await call();
    expect(answer.status).toBe(401);
    expect(detail(answer)).toEqual(expect.any(String));
  });

  it('refuses a cookie-authenticated refund from another site (403) and changes nothing', async () => {
    const product = await newProduct();
    const order = await insertOrder({ product });
    const cookie = `studio_admin=${auth().authorization!.replace('Bearer ', '')}`;
    const answer = await refundOf(order.id, { cookie, origin: 'https://evil.example', host: 'localhost:3000' });
    expect(answer.status).toBe(403);
    expect((await page(`product=${product.id}`)).orders[0]).toMatchObject({ status: 'paid' });
  });
});

describe('POST /api/admin/orders/{id}/refund', () => {
  it('marks a paid demo order refunded, once, and takes it out of the totals', async () => {
    const product = await newProduct();
    const order = await insertOrder({ product });
    const answer = await refundOf(order.id);
    expect(answer.status).toBe(200);
    const refunded = answer.body as AdminOrder;
    expect(refunded).toMatchObject({ id: order.id, status: 'refunded', refunded_at: expect.any(String) });
    const again = await refundOf(order.id.toUpperCase());
    expect(again.status).toBe(200);
    expect((again.body as AdminOrder).refunded_at).toBe(refunded.refunded_at);
    const { orders, totals } = await page(`product=${product.id}`);
    expect(orders[0]).toMatchObject({ status: 'refunded' });
    expect(totals[11]).toMatchObject({ count: 0, revenue: [] });
  });

  it('refunds an order bought through the demo checkout', async () => {
    const product = await newProduct();
    const { sessionId } = await startCheckout(product);
    expect((await request(pay, `/api/payments/demo/${sessionId}/pay`, payForm(), sessionParams(sessionId))).status).toBe(303);
    const [order] = (await page(`product=${product.id}`)).orders;
    expect((await refundOf(order!.id)).body).toMatchObject({ status: 'refunded' });
  });

  it('refuses a Stripe order with 409: it is refunded in Stripe, and reaches the site by webhook', async () => {
    const product = await newProduct();
    const order = await insertOrder({ product, provider: 'stripe', paymentIntentId: 'pi_123' });
    const answer = await refundOf(order.id);
    expect(answer.status).toBe(409);
    expect(detail(answer)).toMatch(/Stripe/);
    expect((await page(`product=${product.id}`)).orders[0]).toMatchObject({ status: 'paid' });
  });

  it.each([
    ['an unknown id', MISSING_ORDER_ID],
    ['an id that is not a UUID', 'not-an-id'],
    ['an SQL-looking id', "1' or '1'='1"],
  ])('answers 404 for %s', async (_label, id) => {
    const answer = await refundOf(id);
    expect([answer.status, detail(answer)]).toEqual([404, 'Order not found']);
  });
});

describe('POST /api/admin/orders/{id}/receipt', () => {
  it('queues a new receipt (202) and the list shows it as the newest', async () => {
    const product = await newProduct();
    const order = await insertOrder({ product, email: 'ingrid@example.no' });
    await insertReceiptMail(order.id, 'failed', new Date(Date.now() - 60_000));
    const answer = await resendOf(order.id);
    expect([answer.status, answer.body]).toEqual([202, { detail: 'Receipt queued' }]);
    const mails = await outboxRowsOf(order.id);
    expect(mails).toHaveLength(2);
    expect(mails.find((mail) => mail.status === 'pending')).toMatchObject({ recipient: 'ingrid@example.no' });
    // Without SMTP (these tests) the new mail waits in the outbox: the list says it is on its way.
    expect((await page(`product=${product.id}`)).orders[0]!.receipt).toBe('pending');
  });

  it('refuses an order without a buyer e-mail (409) and queues nothing', async () => {
    const product = await newProduct();
    const order = await insertOrder({ product });
    const answer = await resendOf(order.id);
    expect([answer.status, detail(answer)]).toEqual([409, expect.stringMatching(/no buyer e-mail/)]);
    expect(await outboxRowsOf(order.id)).toEqual([]);
  });

  it('refuses a refunded order (409): its downloads have ended', async () => {
    const product = await newProduct();
    const order = await insertOrder({ product, email: 'ola@example.no', status: 'refunded' });
    const answer = await resendOf(order.id);
    expect([answer.status, detail(answer)]).toEqual([409, expect.stringMatching(/refunded/)]);
    expect(await outboxRowsOf(order.id)).toEqual([]);
  });

  it.each([
    ['an unknown id', MISSING_ORDER_ID],
    ['an id that is not a UUID', '42'],
  ])('answers 404 for %s', async (_label, id) => {
    expect((await resendOf(id)).status).toBe(404);
  });
});
