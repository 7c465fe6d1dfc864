import ExcelJS from 'exceljs';
import { NextRequest } from 'next/server';
import { GET as ordersCsv } from '@/app/api/admin/orders/export/route';
import { GET as ordersXlsx } from '@/app/api/admin/orders/export/xlsx/route';
import { GET as vatSummaryXlsx } from '@/app/api/admin/orders/vat-summary/export/xlsx/route';
import { adminToken, bearer } from '../support/admin';
import { send } from '../support/api';
import { newProduct } from '../support/orders';
import { insertCreditNote, insertSale } from '../support/sales';

// The accountant's exports as .xlsx workbooks (docs/shop.md#accountant-exports): the CSV's columns
// with typed cells, read back with exceljs.

jest.setTimeout(60_000);

let auth: Record<string, string>;
beforeAll(async () => {
  auth = bearer(await adminToken());
});

type Handler = (request: NextRequest, context: undefined) => Promise<Response>;

async function download(handler: Handler, path: string, headers = auth) {
  const response = await handler(new NextRequest(new URL(path, 'http://localhost:3000'), { headers }), undefined);
  return { response, bytes: await response.arrayBuffer() };
}

/** The first sheet as rows of cells (value and type), the header row first. */
async function sheetOf(bytes: ArrayBuffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const sheet = workbook.worksheets[0]!;
  const rows: ExcelJS.Cell[][] = [];
  sheet.eachRow((row) => rows.push(Array.from({ length: sheet.columnCount }, (_, index) => row.getCell(index + 1))));
  return rows;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('signed-in only', () => {
  it.each([
    ['the orders workbook', ordersXlsx, '/api/admin/orders/export/xlsx'],
    ['the VAT summary workbook', vatSummaryXlsx, '/api/admin/orders/vat-summary/export/xlsx?month=2025-03'],
  ])('refuses %s without a session (401), like the CSV', async (_label, handler, path) => {
    const refused = await download(handler, path, {});
    expect(refused.response.status).toBe(401);
    expect(JSON.parse(new TextDecoder().decode(refused.bytes))).toEqual({ detail: expect.any(String) });
  });
});

describe('GET /api/admin/orders/export/xlsx', () => {
  it('holds the CSV columns with numbers, dates and text typed, a formula-like title kept as text', async () => {
    const product = await newProduct('=HYPERLINK("https://evil.example","Click")');
    await insertSale({
      product,
      email: 'åse@example.no',
      createdAt: new Date('2024-06-01T09:30:15.000Z'),
      sale: { country: 'DE', net: 2857, taxRate: 19, tax: 543, discountCode: '-1+2', discount: 600 },
    });
    const { response, bytes } = await download(ordersXlsx, `/api/admin/orders/export/xlsx?product=${product.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const [header, row, ...rest] = await sheetOf(bytes);
    expect(rest).toEqual([]);
    // The same columns as the CSV, in its order.
    const csv = await send(ordersCsv, `/api/admin/orders/export?product=${product.id}`, { headers: auth });
    const csvHeader = (csv.body as string)
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0]!
      .split(',')
      .map((cell) => JSON.parse(cell) as string);
    expect(header!.map((cell) => cell.value)).toEqual(csvHeader);
    const cells = Object.fromEntries(header!.map((cell, index) => [cell.value as string, row![index]!]));
    const typed = (name: string) => [cells[name]!.type, cells[name]!.value];
    expect(typed('Date (UTC)')).toEqual([ExcelJS.ValueType.Date, new Date('2024-06-01T09:30:15.000Z')]);
    expect(typed('Product')).toEqual([ExcelJS.ValueType.String, '=HYPERLINK("https://evil.example","Click")']);
    expect(typed('Discount code')).toEqual([ExcelJS.ValueType.String, '-1+2']);
    expect(typed('Amount')).toEqual([ExcelJS.ValueType.Number, 34]);
    expect(typed('Net')).toEqual([ExcelJS.ValueType.Number, 28.57]);
    expect(typed('VAT')).toEqual([ExcelJS.ValueType.Number, 5.43]);
    expect(typed('Discount')).toEqual([ExcelJS.ValueType.Number, 6]);
    expect(cells.Amount!.numFmt).toBe('0.00');
    expect(typed('VAT rate (%)')).toEqual([ExcelJS.ValueType.Number, 19]);
    expect(typed('Downloads')).toEqual([ExcelJS.ValueType.Number, 0]);
    expect(typed('Currency')).toEqual([ExcelJS.ValueType.String, 'USD']);
    expect(typed('Buyer email')).toEqual([ExcelJS.ValueType.String, 'åse@example.no']);
    expect(typed('Credit note number')).toEqual([ExcelJS.ValueType.Null, null]);
  });

  it('refuses a bad filter like the CSV, with 400 {detail}', async () => {
    const { response, bytes } = await download(ordersXlsx, '/api/admin/orders/export/xlsx?product=not-a-product');
    expect(response.status).toBe(400);
    expect(JSON.parse(new TextDecoder().decode(bytes))).toEqual({ detail: expect.any(String) });
  });
});

describe('GET /api/admin/orders/vat-summary/export/xlsx', () => {
  it("gives the month's rows with counts and amounts as numbers, a refund's month negative", async () => {
    const product = await newProduct();
    const sold = await insertSale({
      product,
      sale: { country: 'SE', net: 4000, taxRate: 25, tax: 1000 },
      createdAt: new Date('2023-05-10T10:00:00Z'),
    });
    await insertCreditNote(sold, new Date('2023-06-03T10:00:00Z'));
    const { response, bytes } = await download(vatSummaryXlsx, '/api/admin/orders/vat-summary/export/xlsx?month=2023-06');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="vat-summary-2023-06.xlsx"');
    const [header, row, ...rest] = await sheetOf(bytes);
    expect(rest).toEqual([]);
    expect(header!.map((cell) => cell.value)).toEqual([
      'Month',
      'Country',
      'Country name',
      'VAT rate (%)',
      'Reverse charge',
      'Currency',
      'Sales',
      'Refunds',
      'Net',
      'VAT',
      'Total',
    ]);
    expect(row!.map((cell) => cell.value)).toEqual(['2023-06', 'SE', 'Sweden', 25, 'no', 'USD', 0, 1, -40, -10, -50]);
    expect(row!.map((cell) => cell.type)).toEqual([
      ...Array(3).fill(ExcelJS.ValueType.String),
      ExcelJS.ValueType.Number,
      ExcelJS.ValueType.String,
      ExcelJS.ValueType.String,
      ...Array(5).fill(ExcelJS.ValueType.Number),
    ]);
  });

  it('refuses a month that is not YYYY-MM with 400 {detail}', async () => {
    const { response, bytes } = await download(vatSummaryXlsx, '/api/admin/orders/vat-summary/export/xlsx?month=March');
    expect(response.status).toBe(400);
    expect(JSON.parse(new TextDecoder().decode(bytes))).toEqual({ detail: expect.any(String) });
  });
});
