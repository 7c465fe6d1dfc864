import { parse } from 'csv-parse/sync';
import { GET as exportCsv } from '@/app/api/admin/orders/vat-summary/export/route';
import { GET as summaryOf } from '@/app/api/admin/orders/vat-summary/route';
import { currentMonth } from '@/lib/shop/orders/admin-vat-month';
import type { VatSummary } from '@/lib/shop/orders/admin-types';
import { detailOf as detail, send } from '../support/api';
import { adminToken, bearer } from '../support/admin';
import { newProduct } from '../support/orders';
import { insertCreditNote, insertSale, type SaleFigures } from '../support/sales';

// The admin's VAT summary (the shape of an OSS return): per country, rate and currency, a month
// of the studio's zone (Europe/Oslo) with the refunds written in it counted in, and its CSV.

jest.setTimeout(60_000);

let auth: Record<string, string>;
beforeAll(async () => {
  auth = bearer(await adminToken());
});

const PATH = '/api/admin/orders/vat-summary';
const get = (query = '', headers = auth) => send(summaryOf, `${PATH}${query ? `?${query}` : ''}`, { headers });
const csvOf = (query = '', headers = auth) => send(exportCsv, `${PATH}/export${query ? `?${query}` : ''}`, { headers });
const summary = async (query: string) => {
  const answer = await get(query);
  expect(answer.status).toBe(200);
  return answer.body as VatSummary;
};

const DE: SaleFigures = { country: 'DE', net: 2857, taxRate: 19, tax: 543 };
const NO: SaleFigures = { country: 'NO', net: 47200, taxRate: 25, tax: 11800 };
const DE_BUSINESS: SaleFigures = {
  country: 'DE',
  net: 2857,
  taxRate: 0,
  tax: 0,
  buyerCompany: 'Muster GmbH',
  buyerVatId: 'DE123456789',
  reverseCharge: true,
};

/** March 2025 in Oslo (UTC+1 until the 30th, then UTC+2): sales at its edges, a refund of February's sale, one of its own in April. */
async function seedMarch() {
  const product = await newProduct();
  const at = (iso: string) => new Date(iso);
  // 00:30 on 1 March in Oslo is still February in UTC: a March sale.
  await insertSale({ product, sale: DE, createdAt: at('2025-02-28T23:30:00Z') });
  const refundedInApril = await insertSale({ product, sale: DE, createdAt: at('2025-03-15T12:00:00Z') });
  await insertSale({ product, sale: NO, currency: 'nok', createdAt: at('2025-03-10T09:00:00Z') });
  await insertSale({ product, sale: DE_BUSINESS, createdAt: at('2025-03-20T09:00:00Z') });
  // Sold in February, refunded in March: the credit note corrects March.
  const february = await insertSale({
    product,
    sale: { ...NO, net: 23600, tax: 5900 },
    currency: 'nok',
    createdAt: at('2025-02-10T09:00:00Z'),
  });
  await insertCreditNote(february, at('2025-03-05T10:00:00Z'));
  // 00:30 on 1 April in Oslo (summer time) is 31 March in UTC: an April sale.
  await insertSale({ product, sale: DE, createdAt: at('2025-03-31T22:30:00Z') });
  await insertCreditNote(refundedInApril, at('2025-04-02T10:00:00Z'));
}

beforeAll(seedMarch);

describe('GET /api/admin/orders/vat-summary', () => {
  it('sums a month per country, rate and currency, its refunds counted in, with totals per currency', async () => {
    expect(await summary('month=2025-03')).toEqual({
      month: '2025-03',
      time_zone: 'Europe/Oslo',
      from: '2025-02-28T23:00:00.000Z',
      before: '2025-03-31T22:00:00.000Z',
      rows: [
        {
          country: 'DE',
          tax_rate: 19,
          currency: 'usd',
          reverse_charge: false,
          sales: 2,
          refunds: 0,
          amount_subtotal: 5714,
          amount_tax: 1086,
          amount_total: 6800,
        },
        {
          country: 'DE',
          tax_rate: 0,
          currency: 'usd',
          reverse_charge: true,
          sales: 1,
          refunds: 0,
          amount_subtotal: 2857,
          amount_tax: 0,
          amount_total: 2857,
        },
        {
          country: 'NO',
          tax_rate: 25,
          currency: 'nok',
          reverse_charge: false,
          sales: 1,
          refunds: 1,
          amount_subtotal: 47200 - 23600,
          amount_tax: 11800 - 5900,
          amount_total: 59000 - 29500,
        },
      ],
      totals: [
        { currency: 'nok', sales: 1, refunds: 1, amount_subtotal: 23600, amount_tax: 5900, amount_total: 29500 },
        { currency: 'usd', sales: 3, refunds: 0, amount_subtotal: 8571, amount_tax: 1086, amount_total: 9657 },
      ],
    });
  });

  it('counts a refund in the month of its credit note, against the sale it refunds', async () => {
    const { rows, totals } = await summary('month=2025-04');
    expect(rows).toEqual([
      {
        country: 'DE',
        tax_rate: 19,
        currency: 'usd',
        reverse_charge: false,
        sales: 1,
        refunds: 1,
        amount_subtotal: 0,
        amount_tax: 0,
        amount_total: 0,
      },
    ]);
    expect(totals).toEqual([{ currency: 'usd', sales: 1, refunds: 1, amount_subtotal: 0, amount_tax: 0, amount_total: 0 }]);
    // February keeps its own sale: the refund did not reach back.
    expect((await summary('month=2025-02')).rows).toEqual([
      expect.objectContaining({ country: 'NO', sales: 1, refunds: 0, amount_total: 29500 }),
    ]);
  });

  it('gives an empty month as no rows and no totals', async () => {
    expect(await summary('month=2024-07')).toMatchObject({ month: '2024-07', rows: [], totals: [] });
  });

  it("defaults to the current month in the studio's zone", async () => {
    const before = currentMonth('Europe/Oslo');
    const { month } = await summary('');
    expect([before, currentMonth('Europe/Oslo')]).toContain(month);
    expect((await summary('month=')).month).toBe(month);
  });

  it.each([
    ['month 13', 'month=2025-13'],
    ['month 0', 'month=2025-00'],
    ['a day', 'month=2025-03-01'],
    ['a month without its leading zero', 'month=2025-3'],
    ['a year before 2000', 'month=1999-12'],
    ['a year of five digits', 'month=20250-01'],
    ['words', 'month=march'],
    ['SQL', "month=2025-03'%20or%20'1'='1"],
  ])('refuses %s with 400 naming the month, for the summary and its CSV', async (_label, query) => {
    const answer = await get(query);
    expect(answer.status).toBe(400);
    expect(detail(answer)).toMatch(/^month: must be a month written YYYY-MM/);
    expect((await csvOf(query)).status).toBe(400);
  });

  it.each([
    ['the summary', () => get('month=2025-03', {})],
    ['the CSV', () => csvOf('month=2025-03', {})],
  ])('refuses %s without a session (401)', async (_label, call) => {
    expect((await call()).status).toBe(401);
  });
});

describe('GET /api/admin/orders/vat-summary/export', () => {
  it("gives the month's rows for the accountant, amounts in major units, refunds negative", async () => {
    const answer = await csvOf('month=2025-03');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="vat-summary-2025-03.csv"');
    expect(parse(answer.body as string, { bom: true })).toEqual([
      ['Month', 'Country', 'Country name', 'VAT rate (%)', 'Reverse charge', 'Currency', 'Sales', 'Refunds', 'Net', 'VAT', 'Total'],
      ['2025-03', 'DE', 'Germany', '19', 'no', 'USD', '2', '0', '57.14', '10.86', '68.00'],
      ['2025-03', 'DE', 'Germany', '0', 'yes', 'USD', '1', '0', '28.57', '0.00', '28.57'],
      ['2025-03', 'NO', 'Norway', '25', 'no', 'NOK', '1', '1', '236.00', '59.00', '295.00'],
    ]);
  });

  it('writes a month whose refunds outweigh its sales with a minus, not as a formula', async () => {
    const product = await newProduct();
    const sold = await insertSale({
      product,
      sale: { country: 'SE', net: 4000, taxRate: 25, tax: 1000 },
      createdAt: new Date('2024-05-10T10:00:00Z'),
    });
    await insertCreditNote(sold, new Date('2024-06-03T10:00:00Z'));
    const [, row] = parse((await csvOf('month=2024-06')).body as string, { bom: true }) as string[][];
    expect(row).toEqual(['2024-06', 'SE', 'Sweden', '25', 'no', 'USD', '0', '1', '-40.00', '-10.00', '-50.00']);
  });
});
