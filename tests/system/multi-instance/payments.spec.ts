import { openCheckout, productIds } from '../../support/site-http';
import { bearer, completedEvent, expect, payInPeer, test, tokenFrom, withDatabase } from './cluster';

// Payments racing over both instances: duplicate webhooks, receipt numbers and a discount code's
// uses are settled by the shared database, once.

test('50 concurrent duplicate webhooks spread over both instances make one order and one receipt', async ({ cluster }) => {
  const { nginx } = cluster;
  const [productId] = await productIds(nginx.origin);
  const checkout = await openCheckout(nginx.origin, productId!, 'en', '198.51.100.12');
  if (!checkout.ok) throw new Error(checkout.detail);
  const sessionId = checkout.value;
  const { payload, signature } = completedEvent('evt_multi_instance', payInPeer(cluster, sessionId, 'multi@example.com'));

  const statuses = await Promise.all(
    Array.from({ length: 50 }, async () => {
      const response = await fetch(`${nginx.origin}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        body: payload,
      });
      return response.status;
    }),
  );
  expect(statuses).toEqual(Array(50).fill(200));

  await withDatabase(cluster, async (db) => {
    const orders = await db.query<{ id: string }>('select id from orders where session_id = $1', [sessionId]);
    expect(orders.rows).toHaveLength(1);
    const receipts = await db.query('select 1 from mail_outbox where order_id = $1', [orders.rows[0]!.id]);
    expect(receipts.rows).toHaveLength(1);
  });
});

test('30 orders paid at the same moment over both instances get 30 consecutive receipt numbers', async ({ cluster }) => {
  const { a, b, nginx } = cluster;
  const [productId] = await productIds(nginx.origin);
  // The checkouts are opened ten a second, within the site's budget of Stripe calls
  // (docs/decisions/stripe-call-budget.md); the payments then arrive at the same moment.
  const open = async (index: number) => {
    // Straight to an instance, from an address of its own: the checkout limit counts per address.
    const response = await fetch(`${(index % 2 ? a : b).origin}/api/payments/checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${150 + index}` },
      body: JSON.stringify({ product_id: productId, origin_url: nginx.origin, locale: 'en', withdrawal_consent: true }),
    });
    expect(response.status).toBe(200);
    const sessionId = new URL(((await response.json()) as { checkout_url: string }).checkout_url).pathname.split('/').pop()!;
    return payInPeer(cluster, sessionId, `buyer${index}@example.com`);
  };
  const sessions: Awaited<ReturnType<typeof open>>[] = [];
  for (let batch = 0; batch < 3; batch++) {
    const started = Date.now();
    sessions.push(...(await Promise.all(Array.from({ length: 10 }, (_, n) => open(batch * 10 + n)))));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1_100 - (Date.now() - started))));
  }
  const statuses = await Promise.all(
    sessions.map(async (session, index) => {
      const { payload, signature } = completedEvent(`evt_receipt_${index}`, session);
      const response = await fetch(`${(index % 2 ? b : a).origin}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        body: payload,
      });
      return response.status;
    }),
  );
  expect(statuses).toEqual(Array(30).fill(200));
  await withDatabase(cluster, async (db) => {
    const { rows } = await db.query<{ receipt_number: number }>(
      'select receipt_number from orders where session_id = any($1) order by receipt_number',
      [sessions.map((session) => session.id)],
    );
    const numbers = rows.map((row) => row.receipt_number);
    expect(numbers).toHaveLength(30);
    expect(numbers).toEqual(Array.from({ length: 30 }, (_, index) => numbers[0]! + index));
  });
});

test('10 racing checkouts with a discount code limited to 5, over both instances, give 5 uses', async ({ cluster }) => {
  const { a, b, nginx } = cluster;
  const token = await tokenFrom(a.origin, '198.51.100.13');
  const code = `RACE-${Date.now().toString(36)}`;
  const created = await fetch(`${a.origin}/api/admin/discount-codes`, {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    body: JSON.stringify({ code, kind: 'percent', percent_off: 20, usage_limit: 5 }),
  });
  expect(created.status).toBe(201);
  const [productId] = await productIds(nginx.origin);
  const answers = await Promise.all(
    Array.from({ length: 10 }, async (_, index) => {
      // Straight to an instance, from an address of its own: the checkout limit counts per address.
      const response = await fetch(`${(index % 2 ? a : b).origin}/api/payments/checkout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${200 + index}` },
        body: JSON.stringify({
          product_id: productId,
          origin_url: nginx.origin,
          locale: 'en',
          withdrawal_consent: true,
          discount_code: code.toLowerCase(),
        }),
      });
      return { status: response.status, reason: ((await response.json()) as { reason?: string }).reason };
    }),
  );
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
  expect(answers.filter((answer) => answer.status === 400 && answer.reason === 'used_up')).toHaveLength(5);
  await withDatabase(cluster, async (db) => {
    const { rows } = await db.query<{ sessions: number }>(
      'select count(*)::int as sessions from checkout_sessions where discount_code = $1 and amount_discount > 0',
      [code],
    );
    expect(rows[0]!.sessions).toBe(5);
  });
});
