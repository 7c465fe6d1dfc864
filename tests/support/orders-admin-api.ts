import { POST as receipt } from '@/app/api/admin/orders/[id]/receipt/route';
import { POST as refund } from '@/app/api/admin/orders/[id]/refund/route';
import { GET as exportCsv } from '@/app/api/admin/orders/export/route';
import { GET as list } from '@/app/api/admin/orders/route';
import type { AdminOrder, AdminOrdersPage, Money } from '@/lib/shop/orders/admin-types';
import { params, send } from './api';
import { adminToken, bearer } from './admin';

// The admin's Orders API as its tests call it (orders-admin-list, -csv and -actions.test.ts):
// each call sends the signed-in admin's token unless it is given other headers.

export const ORDERS_PATH = '/api/admin/orders';
export const MISSING_ORDER_ID = '00000000-0000-4000-8000-00000000beef';

let auth: Record<string, string> = {};

/** Signs the admin in before the file's tests; returns the headers that carry its token. */
export function signInAdmin(): () => Record<string, string> {
  beforeAll(async () => {
    auth = bearer(await adminToken());
  });
  return () => auth;
}

const query = (search: string) => (search ? `?${search}` : '');

export const listOf = (search = '', headers = auth) => send(list, `${ORDERS_PATH}${query(search)}`, { headers });
export const csvOf = (search = '', headers = auth) => send(exportCsv, `${ORDERS_PATH}/export${query(search)}`, { headers });
export const refundOf = (id: string, headers = auth) =>
  send(refund, `${ORDERS_PATH}/${id}/refund`, { method: 'POST', headers }, params({ id }));
export const resendOf = (id: string, headers = auth) =>
  send(receipt, `${ORDERS_PATH}/${id}/receipt`, { method: 'POST', headers }, params({ id }));

/** The list's page for `search`, which must answer 200. */
export async function page(search = ''): Promise<AdminOrdersPage> {
  const answer = await listOf(search);
  expect(answer.status).toBe(200);
  return answer.body as AdminOrdersPage;
}

export const ids = (orders: AdminOrder[]) => orders.map((order) => order.id);
export const usd = (cents: number): Money[] => [{ amount_cents: cents, currency: 'usd' }];
