import { parse } from 'csv-parse/sync';
import { GET as exportCsv } from '@/app/api/admin/orders/export/route';
import { NextRequest } from 'next/server';
import { insertOrder, newProduct } from '../support/orders';
import { detailOf as detail } from '../support/api';
import { csvOf, MISSING_ORDER_ID, ORDERS_PATH, signInAdmin } from '../support/orders-admin-api';
import { insertSale } from '../support/sales';
import { SITE } from '../support/payments';

// The admin's CSV export of the Orders list (its filters are the list's: orders-admin-list.test.ts).

jest.setTimeout(60_000);

const auth = signInAdmin();

describe('signed-in only', () => {
  it('refuses the export without a valid session (401)', async () => {
    const answer = await csvOf('', {});
    expect(answer.status).toBe(401);
    expect(detail(answer)).toEqual(expect.any(String));
  });
});

describe('GET /api/admin/orders/export', () => {
  const parseCsv = (text: string) => parse(text, { bom: true, columns: true }) as Record<string, string>[];

  it('exports the filtered list as UTF-8 CSV with a BOM, Norwegian letters intact', async () => {
    const product = await newProduct('Årsplan for små bedrifter – Ørsta & Æra');
    await insertOrder({ product, createdAt: new Date('2024-06-01T09:30:15.000Z'), email: 'åse@example.no', downloadCount: 2 });
    await insertOrder({ product, createdAt: new Date('2024-07-01T09:30:15.000Z'), status: 'refunded', amountCents: 2905 });
    const answer = await csvOf(`product=${product.id}&from=2024-06-01&to=2024-06-30`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    // The body's first bytes (a text() read would drop the byte order mark).
    const raw = Buffer.from(
      await (
        await exportCsv(
          new NextRequest(`${SITE}${ORDERS_PATH}/export?product=${product.id}&from=2024-06-01&to=2024-06-30`, { headers: auth() }),
          undefined,
        )
      ).arrayBuffer(),
    );
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.toString('utf8');
    expect(text).toContain('\r\n');
    expect(parseCsv(text)).toEqual([
      {
        'Receipt number': '',
        'Date (UTC)': '2024-06-01 09:30:15',
        Product: 'Årsplan for små bedrifter – Ørsta & Æra',
        Amount: '34.00',
        Currency: 'USD',
        Country: '',
        Net: '0.00',
        'VAT rate (%)': '0',
        VAT: '0.00',
        Total: '34.00',
        'Discount code': '',
        Discount: '0.00',
        'Buyer email': 'åse@example.no',
        'Buyer company': '',
        'Buyer VAT number': '',
        'Reverse charge': 'no',
        Provider: 'demo',
        Downloads: '2',
        Status: 'paid',
        'Credit note number': '',
        'Withdrawal consent (UTC)': '',
      },
    ]);
    const all = parseCsv((await csvOf(`product=${product.id}`)).body as string);
    expect(all.map((row) => [row.Amount, row.Status, row['Buyer email']])).toEqual([
      ['29.05', 'refunded', ''],
      ['34.00', 'paid', 'åse@example.no'],
    ]);
  });

  it("carries each sale's VAT figures, buyer and discount, amounts in major units", async () => {
    const product = await newProduct('VAT Kit');
    await insertSale({
      product,
      createdAt: new Date('2024-08-01T10:00:00.000Z'),
      sale: { country: 'DE', net: 2857, taxRate: 19, tax: 543, discountCode: 'Spring25', discount: 600 },
    });
    await insertSale({
      product,
      currency: 'nok',
      createdAt: new Date('2024-08-02T10:00:00.000Z'),
      sale: { country: 'NO', net: 47200, taxRate: 25, tax: 11800 },
    });
    await insertSale({
      product,
      createdAt: new Date('2024-08-03T10:00:00.000Z'),
      sale: {
        country: 'FI',
        net: 2857,
        taxRate: 0,
        tax: 0,
        buyerCompany: 'Oy Esimerkki Ab',
        buyerVatId: 'FI20774740',
        reverseCharge: true,
      },
    });
    const columns = [
      'Receipt number',
      'Amount',
      'Currency',
      'Country',
      'Net',
      'VAT rate (%)',
      'VAT',
      'Total',
      'Discount code',
      'Discount',
      'Buyer company',
      'Buyer VAT number',
      'Reverse charge',
    ];
    const rows = parseCsv((await csvOf(`product=${product.id}`)).body as string);
    expect(rows.map((row) => columns.map((column) => row[column]))).toEqual([
      ['', '28.57', 'USD', 'FI', '28.57', '0', '0.00', '28.57', '', '0.00', 'Oy Esimerkki Ab', 'FI20774740', 'yes'],
      ['', '590.00', 'NOK', 'NO', '472.00', '25', '118.00', '590.00', '', '0.00', '', '', 'no'],
      ['', '34.00', 'USD', 'DE', '28.57', '19', '5.43', '34.00', 'Spring25', '6.00', '', '', 'no'],
    ]);
  });

  it.each([
    ['=', '=HYPERLINK("https://evil.example","Click")'],
    ['+', '+47 Brand Kit'],
    ['-', '-2+3 Sale'],
    ['@', '@SUM(A1:A9)'],
  ])('escapes a product title, buyer e-mail, company, VAT number and discount code starting with %s', async (_start, text) => {
    const product = await newProduct(text);
    await insertSale({
      product,
      email: `${text}@example.com`,
      sale: { country: 'DE', net: 2857, taxRate: 0, tax: 0, buyerCompany: text, buyerVatId: text, reverseCharge: true, discountCode: text },
    });
    const [row] = parseCsv((await csvOf(`product=${product.id}`)).body as string);
    expect(row!.Product).toBe(`'${text}`);
    expect(row!['Buyer email']).toBe(`'${text}@example.com`);
    expect([row!['Buyer company'], row!['Buyer VAT number'], row!['Discount code']]).toEqual([`'${text}`, `'${text}`, `'${text}`]);
  });

  it('quotes every cell and marks a formula after a semicolon, so Norwegian Excel keeps each cell whole and inert', async () => {
    const product = await newProduct('Kit ;=1+1');
    await insertOrder({ product, email: 'a;=2+2@example.no' });
    const text = (await csvOf(`product=${product.id}`)).body as string;
    const [row] = parseCsv(text);
    expect([row!.Product, row!['Buyer email']]).toEqual(["Kit ;'=1+1", "a;'=2+2@example.no"]);
    // A reader that splits on semicolons too sees the same cells: every ";" is inside quotes.
    expect(parse(text, { bom: true, delimiter: [',', ';'] })).toEqual(parse(text, { bom: true }));
  });

  it('exports only a header row when nothing matches', async () => {
    const answer = await csvOf(`product=${MISSING_ORDER_ID}`);
    expect(answer.status).toBe(200);
    expect(parse(answer.body as string, { bom: true })).toEqual([
      [
        'Receipt number',
        'Date (UTC)',
        'Product',
        'Amount',
        'Currency',
        'Country',
        'Net',
        'VAT rate (%)',
        'VAT',
        'Total',
        'Discount code',
        'Discount',
        'Buyer email',
        'Buyer company',
        'Buyer VAT number',
        'Reverse charge',
        'Provider',
        'Downloads',
        'Status',
        'Credit note number',
        'Withdrawal consent (UTC)',
      ],
    ]);
  });
});
