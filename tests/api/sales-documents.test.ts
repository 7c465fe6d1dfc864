import { parse } from 'csv-parse/sync';
import { POST as refund } from '@/app/api/admin/orders/[id]/refund/route';
import { GET as exportCsv } from '@/app/api/admin/orders/export/route';
import { GET as list } from '@/app/api/admin/orders/route';
import { POST as pay } from '@/app/api/payments/demo/[sessionId]/pay/route';
import type { AdminOrdersPage } from '@/lib/shop/orders/admin-types';
import { adminToken, bearer } from '../support/admin';
import { params, send } from '../support/api';
import { payForm, products, request, sessionParams, startCheckout } from '../support/payments';

// Receipts and credit notes numbered from unbroken series (docs/shop.md#sales-documents), through
// the demo checkout's Pay and the admin's refund.

jest.setTimeout(60_000);

let auth: Record<string, string>;
beforeAll(async () => {
  auth = bearer(await adminToken());
});

async function paidOrder(email: string): Promise<void> {
  const [product] = await products();
  const { sessionId } = await startCheckout(product!);
  const paid = await request(pay, `/api/payments/demo/${sessionId}/pay`, payForm(email), sessionParams(sessionId));
  expect(paid.status).toBe(303);
}

const ordersPage = async () => (await send(list, '/api/admin/orders', { headers: auth })).body as AdminOrdersPage;

describe('sales documents', () => {
  it('numbers ten orders paid at the same moment 1 to 10, and a refund gets credit note 1', async () => {
    await Promise.all(Array.from({ length: 10 }, (_, index) => paidOrder(`buyer${index}@example.com`)));
    const { orders } = await ordersPage();
    expect(orders.map((order) => order.receipt_number).sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(orders.every((order) => order.credit_note_number === null)).toBe(true);

    const [newest] = orders;
    const refunded = await send(
      refund,
      `/api/admin/orders/${newest!.id}/refund`,
      { method: 'POST', headers: auth },
      params({ id: newest!.id }),
    );
    expect(refunded.status).toBe(200);
    // Refunding again changes nothing: still one credit note.
    await send(refund, `/api/admin/orders/${newest!.id}/refund`, { method: 'POST', headers: auth }, params({ id: newest!.id }));
    await paidOrder('after@example.com');
    const after = (await ordersPage()).orders;
    expect(after.find((order) => order.id === newest!.id)!.credit_note_number).toBe(1);
    expect(after[0]!.receipt_number).toBe(11);

    const csv = await send(exportCsv, '/api/admin/orders/export', { headers: auth });
    const rows = parse((csv.body as string).replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(rows.find((row) => row['Credit note number'] === '1')!['Receipt number']).toBe(String(newest!.receipt_number));
  });
});
