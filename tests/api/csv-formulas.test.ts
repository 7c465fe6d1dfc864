import ExcelJS from 'exceljs';
import { NextRequest } from 'next/server';
import { GET as messagesCsv } from '@/app/api/admin/messages/export/route';
import { GET as ordersCsv } from '@/app/api/admin/orders/export/route';
import { GET as ordersXlsx } from '@/app/api/admin/orders/export/xlsx/route';
import { GET as vatSummaryCsv } from '@/app/api/admin/orders/vat-summary/export/route';
import { GET as vatSummaryXlsx } from '@/app/api/admin/orders/vat-summary/export/xlsx/route';
import { getDb } from '@/lib/db/client';
import { contactMessages } from '@/lib/db/schema';
import { send } from '../support/api';
import { adminToken, bearer } from '../support/admin';
import { embedded, FORMULA_PAYLOADS, formulaCells, SEPARATORS } from '../support/formula-payloads';
import { newProduct } from '../support/orders';
import { insertCreditNote, insertSale } from '../support/sales';

// Every CSV export, read the way a spreadsheet splitting on ";", "," or tab reads it, with the 9
// classic payloads stored in each free-text field it exports: no cell starts a formula. The
// workbooks (.xlsx) of the same data: no formula cell, the payloads kept as text.

jest.setTimeout(60_000);

const MONTH = '2023-02';
let auth: Record<string, string>;

beforeAll(async () => {
  auth = bearer(await adminToken());
  const db = await getDb();
  for (const payload of FORMULA_PAYLOADS) {
    const text = embedded(payload);
    const product = await newProduct(text);
    const sold = await insertSale({
      product,
      email: text,
      createdAt: new Date(`${MONTH}-10T10:00:00Z`),
      sale: { country: text, net: 2000, taxRate: 25, tax: 500, buyerCompany: text, buyerVatId: text, discountCode: text },
    });
    // A refund, so the exports carry negative amounts too (numbers, to be left alone).
    await insertCreditNote(sold, new Date(`${MONTH}-12T10:00:00Z`));
    await db.insert(contactMessages).values({ name: text, email: text, serviceInterest: text, message: text });
  }
});

const exports = [
  ['the orders CSV', () => send(ordersCsv, '/api/admin/orders/export', { headers: auth })],
  ['the VAT summary CSV', () => send(vatSummaryCsv, `/api/admin/orders/vat-summary/export?month=${MONTH}`, { headers: auth })],
  ['the messages CSV', () => send(messagesCsv, '/api/admin/messages/export', { headers: auth })],
] as const;

describe.each(exports)('%s', (_name, download) => {
  it.each(SEPARATORS.map((separator) => [JSON.stringify(separator), separator]))(
    'split on %s has no cell that starts a formula',
    async (_label, separator) => {
      const answer = await download();
      expect(answer.status).toBe(200);
      const csv = answer.body as string;
      // The payloads are there, made inert, not dropped.
      expect(csv).toContain("'=cmd|' /C calc'!A0");
      expect(formulaCells(csv, separator)).toEqual([]);
    },
  );
});

const workbooks = [
  ['the orders workbook', ordersXlsx, '/api/admin/orders/export/xlsx'],
  ['the VAT summary workbook', vatSummaryXlsx, `/api/admin/orders/vat-summary/export/xlsx?month=${MONTH}`],
] as const;

it.each(workbooks)('%s has no formula cell and keeps each payload as text', async (_name, handler, path) => {
  const response = await handler(new NextRequest(new URL(path, 'http://localhost:3000'), { headers: auth }), undefined);
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const cells: ExcelJS.Cell[] = [];
  workbook.worksheets[0]!.eachRow((row) => row.eachCell((cell) => cells.push(cell)));
  expect(cells.filter((cell) => cell.type === ExcelJS.ValueType.Formula || cell.formula)).toEqual([]);
  const texts = cells.filter((cell) => cell.type === ExcelJS.ValueType.String).map((cell) => cell.value);
  // XML reads a CR as a line feed; the text is otherwise as stored.
  for (const payload of FORMULA_PAYLOADS) expect(texts).toContain(embedded(payload).replace(/\r\n?/g, '\n'));
});
