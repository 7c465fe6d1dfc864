import { POST as pay } from '@/app/api/payments/demo/[sessionId]/pay/route';
import type { DigitalProductRow } from '@/lib/db/schema';
import { revenueThisMonth } from '@/lib/shop/orders/admin-totals';
import type { AdminOrder } from '@/lib/shop/orders/admin-types';
import { bearer } from '../support/admin';
import { insertDownloadLink, insertOrder, insertReceiptMail, monthOf, monthsAgo, newProduct } from '../support/orders';
import { detailOf as detail } from '../support/api';
import { csvOf, ids, listOf, MISSING_ORDER_ID, page, signInAdmin, usd } from '../support/orders-admin-api';
import { insertSale } from '../support/sales';
import { payForm, request, SITE, sessionParams, startCheckout } from '../support/payments';

// The admin's Orders list: its filters, paging and monthly totals. The export and the actions of
// an order: orders-admin-csv.test.ts and orders-admin-actions.test.ts.

jest.setTimeout(60_000);

signInAdmin();

describe('signed-in only', () => {
  it.each([
    ['the list', () => listOf('', {})],
    ['the list with a forged token', () => listOf('', bearer('forged.token.value'))],
  ])('refuses %s without a valid session (401)', async (_label, call) => {
    const answer = await call();
    expect(answer.status).toBe(401);
    expect(detail(answer)).toEqual(expect.any(String));
  });
});

describe('GET /api/admin/orders', () => {
  it('lists an order with its product, payment, downloads and its newest receipt', async () => {
    const product = await newProduct('Brand Kit Pro');
    const createdAt = new Date('2025-05-06T07:08:09.000Z');
    // The order counts the downloads of every path (its links' own counts are not added again).
    const order = await insertOrder({
      product,
      createdAt,
      email: 'kari@example.no',
      provider: 'stripe',
      paymentIntentId: 'pi_3Abc',
      downloadCount: 6,
    });
    await insertDownloadLink(order.id, 3);
    await insertDownloadLink(order.id, 1);
    await insertReceiptMail(order.id, 'failed', new Date('2025-05-06T07:09:00Z'));
    await insertReceiptMail(order.id, 'sent', new Date('2025-05-07T07:09:00Z'));

    const { orders, next_cursor } = await page(`product=${product.id}`);
    expect(next_cursor).toBeNull();
    expect(orders).toEqual([
      {
        id: order.id,
        // Inserted straight into the table, not sold: no receipt number.
        receipt_number: null,
        credit_note_number: null,
        created_at: '2025-05-06T07:08:09.000Z',
        product_id: product.id,
        product_title: 'Brand Kit Pro',
        amount_cents: 3400,
        currency: 'usd',
        customer_email: 'kari@example.no',
        provider: 'stripe',
        payment_intent_id: 'pi_3Abc',
        downloads: 6,
        status: 'paid',
        refunded_at: null,
        receipt: 'sent',
        withdrawal_consent_at: null,
        // Inserted without the sale's figures: the columns' defaults.
        country: null,
        amount_subtotal: 0,
        tax_rate: 0,
        amount_tax: 0,
        amount_total: 3400,
        buyer_vat_id: null,
        buyer_company: null,
        reverse_charge: false,
        amount_discount: 0,
        discount_code: null,
      },
    ]);
  });

  it("gives each order its sale's figures: country, net, VAT rate and amount, total, discount and the business buyer", async () => {
    const product = await newProduct();
    await insertSale({
      product,
      currency: 'usd',
      sale: {
        country: 'DE',
        net: 2857,
        taxRate: 19,
        tax: 543,
        buyerCompany: 'Muster GmbH',
        buyerVatId: 'DE123456789',
        discountCode: 'Spring25',
        discount: 600,
      },
    });
    await insertSale({ product, currency: 'nok', sale: { country: 'FI', net: 39841, taxRate: 25.5, tax: 10159 } });
    await insertSale({
      product,
      sale: {
        country: 'FR',
        net: 2857,
        taxRate: 0,
        tax: 0,
        buyerCompany: 'Atelier SARL',
        buyerVatId: 'FR40303265045',
        reverseCharge: true,
      },
    });
    const { orders } = await page(`product=${product.id}`);
    expect(
      orders.map(
        ({
          country,
          currency,
          amount_subtotal,
          tax_rate,
          amount_tax,
          amount_total,
          amount_cents,
          buyer_vat_id,
          buyer_company,
          reverse_charge,
          amount_discount,
          discount_code,
        }) => ({
          country,
          currency,
          amount_subtotal,
          tax_rate,
          amount_tax,
          amount_total,
          amount_cents,
          buyer_vat_id,
          buyer_company,
          reverse_charge,
          amount_discount,
          discount_code,
        }),
      ),
    ).toEqual(
      expect.arrayContaining([
        {
          country: 'DE',
          currency: 'usd',
          amount_subtotal: 2857,
          tax_rate: 19,
          amount_tax: 543,
          amount_total: 3400,
          amount_cents: 3400,
          buyer_vat_id: 'DE123456789',
          buyer_company: 'Muster GmbH',
          reverse_charge: false,
          amount_discount: 600,
          discount_code: 'Spring25',
        },
        {
          country: 'FI',
          currency: 'nok',
          amount_subtotal: 39841,
          tax_rate: 25.5,
          amount_tax: 10159,
          amount_total: 50000,
          amount_cents: 50000,
          buyer_vat_id: null,
          buyer_company: null,
          reverse_charge: false,
          amount_discount: 0,
          discount_code: null,
        },
        {
          country: 'FR',
          currency: 'usd',
          amount_subtotal: 2857,
          tax_rate: 0,
          amount_tax: 0,
          amount_total: 2857,
          amount_cents: 2857,
          buyer_vat_id: 'FR40303265045',
          buyer_company: 'Atelier SARL',
          reverse_charge: true,
          amount_discount: 0,
          discount_code: null,
        },
      ]),
    );
    expect(orders).toHaveLength(3);
  });

  it('gives a demo order without e-mail, links or receipt as such', async () => {
    const product = await newProduct();
    await insertOrder({ product });
    const [order] = (await page(`product=${product.id}`)).orders;
    expect(order).toMatchObject({ provider: 'demo', payment_intent_id: null, customer_email: null, downloads: 0, receipt: null });
  });

  it('lists an order bought through the demo checkout', async () => {
    const product = await newProduct();
    const { sessionId } = await startCheckout(product);
    const paid = await request(
      pay,
      `/api/payments/demo/${sessionId}/pay`,
      payForm('ada@example.com', { origin: SITE }),
      sessionParams(sessionId),
    );
    expect(paid.status).toBe(303);
    const { orders } = await page(`product=${product.id}`);
    // Its receipt was queued with the purchase (no SMTP in these tests: it waits in the outbox).
    expect(orders).toEqual([
      expect.objectContaining({
        product_title: product.title.en,
        amount_cents: product.priceCents,
        currency: 'usd',
        customer_email: 'ada@example.com',
        provider: 'demo',
        status: 'paid',
        receipt: 'pending',
      }),
    ]);
  });

  it('lists newest first and pages through every order once, ties broken by id', async () => {
    const product = await newProduct();
    const sameMoment = new Date('2025-01-15T12:00:00.000Z');
    const inserted = [];
    for (let i = 0; i < 53; i++)
      inserted.push(await insertOrder({ product, createdAt: i < 10 ? sameMoment : new Date(sameMoment.getTime() + i * 60_000) }));

    const first = await page(`product=${product.id}`);
    expect(first.orders).toHaveLength(50);
    expect(first.next_cursor).toBe(first.orders[49]!.id);
    const second = await page(`product=${product.id}&cursor=${first.next_cursor}`);
    expect(second.next_cursor).toBeNull();
    const all = [...first.orders, ...second.orders];
    expect(new Set(ids(all)).size).toBe(53);
    expect(ids(all).sort()).toEqual(ids(inserted.map((row) => ({ id: row.id }) as AdminOrder)).sort());
    const times = all.map((order) => order.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.orders[0]!.created_at).toBe(new Date(sameMoment.getTime() + 52 * 60_000).toISOString());
  });

  it('filters by product and by an inclusive range of UTC days', async () => {
    const product = await newProduct();
    const other = await newProduct();
    const at = (iso: string, on: DigitalProductRow = product) => insertOrder({ product: on, createdAt: new Date(iso) });
    const before = await at('2024-02-29T23:59:59.999Z');
    const first = await at('2024-03-01T00:00:00.000Z');
    const last = await at('2024-03-31T23:59:59.999Z');
    const after = await at('2024-04-01T00:00:00.000Z');
    const elsewhere = await at('2024-03-15T10:00:00.000Z', other);

    expect(ids((await page(`product=${product.id}`)).orders)).toEqual([after.id, last.id, first.id, before.id]);
    expect(ids((await page(`product=${product.id}&from=2024-03-01&to=2024-03-31`)).orders)).toEqual([last.id, first.id]);
    expect(ids((await page(`product=${product.id}&from=2024-03-31&to=2024-03-31`)).orders)).toEqual([last.id]);
    expect(ids((await page(`product=${product.id}&from=2024-04-01`)).orders)).toEqual([after.id]);
    expect(ids((await page(`product=${product.id}&to=2024-02-29`)).orders)).toEqual([before.id]);
    expect(ids((await page(`product=${other.id}`)).orders)).toEqual([elsewhere.id]);
    // Without a product: every product's orders of those days.
    const march = ids((await page('from=2024-03-01&to=2024-03-31')).orders);
    expect(march).toEqual(expect.arrayContaining([last.id, first.id, elsewhere.id]));
    expect(march).not.toContain(after.id);
    // An empty value is no filter; an unknown product has no orders; an uppercase id is the same id.
    expect(ids((await page(`product=&from=2024-03-31&to=2024-03-31`)).orders)).toEqual([last.id]);
    expect((await page(`product=${MISSING_ORDER_ID}`)).orders).toEqual([]);
    expect(ids((await page(`product=${other.id.toUpperCase()}`)).orders)).toEqual([elsewhere.id]);
  });

  it.each([
    ['a range that ends before it starts', 'from=2025-03-02&to=2025-03-01', 'from: from must be on or before to'],
    ['a day that does not exist', 'from=2025-02-30', 'from: must be a date written YYYY-MM-DD'],
    ['a month 13', 'to=2025-13-01', 'to: must be a date'],
    ['a date with a time', 'from=2025-03-01T00:00:00Z', 'from: must be a date'],
    ['a date in another format', 'from=01.03.2025', 'from: must be a date'],
    ['a year before 2000', 'from=1999-12-31', 'from: must be a date'],
    ['a year past 2999', 'to=9999-12-31', 'to: must be a date'],
    ['a product that is not an id', 'product=brand-kit', 'product: must be the id of a product'],
    ['a cursor that is not an order id', 'cursor=50', 'cursor: must be the next_cursor'],
  ])('refuses %s with 400', async (_label, query, message) => {
    const answer = await listOf(query);
    expect(answer.status).toBe(400);
    expect(detail(answer)).toContain(message);
    expect((await csvOf(query)).status).toBe(400);
  });
});

describe('monthly totals', () => {
  it('gives the last 12 months oldest first, paid orders only, zeros for empty months', async () => {
    const product = await newProduct('Totals Kit', 2500);
    await insertOrder({ product });
    await insertOrder({ product });
    await insertOrder({ product, status: 'refunded' });
    await insertOrder({ product, createdAt: monthsAgo(3, 14), amountCents: 1000 });
    await insertOrder({ product, createdAt: monthsAgo(11) });
    await insertOrder({ product, createdAt: monthsAgo(12, 27) });

    const { totals } = await page(`product=${product.id}`);
    expect(totals.map((month) => month.month)).toEqual(Array.from({ length: 12 }, (_, index) => monthOf(monthsAgo(11 - index))));
    expect(totals[11]).toEqual({ month: monthOf(new Date()), count: 2, revenue: usd(5000) });
    expect(totals[8]).toEqual({ month: monthOf(monthsAgo(3)), count: 1, revenue: usd(1000) });
    expect(totals[0]).toEqual({ month: monthOf(monthsAgo(11)), count: 1, revenue: usd(2500) });
    for (const index of [1, 2, 3, 4, 5, 6, 7, 9, 10]) expect(totals[index]).toMatchObject({ count: 0, revenue: [] });
    // The date filter narrows the list, not the year of totals.
    expect((await page(`product=${product.id}&from=2020-01-01&to=2020-01-31`)).totals).toEqual(totals);
  });

  it('sums each currency apart', async () => {
    const product = await newProduct();
    await insertOrder({ product, amountCents: 3400 });
    await insertOrder({ product, amountCents: 29900, currency: 'nok' });
    const { totals } = await page(`product=${product.id}`);
    expect(totals[11]).toEqual({
      month: monthOf(new Date()),
      count: 2,
      revenue: [
        { amount_cents: 29900, currency: 'nok' },
        { amount_cents: 3400, currency: 'usd' },
      ],
    });
  });

  it("counts this month's paid revenue for the dashboard, without refunds", async () => {
    const dollars = async () => (await revenueThisMonth()).find((money) => money.currency === 'usd')?.amount_cents ?? 0;
    const start = await dollars();
    const product = await newProduct();
    await insertOrder({ product, amountCents: 4200 });
    await insertOrder({ product, amountCents: 999, status: 'refunded' });
    await insertOrder({ product, amountCents: 5000, createdAt: monthsAgo(1) });
    expect(await dollars()).toBe(start + 4200);
  });
});
