import type { AdminOrder, AdminOrdersPage, VatSummary } from '@/lib/shop/orders/admin-types';
import { unstable_serialize } from 'swr/infinite';
import { JSON_HEADERS, request } from './admin';

export interface OrderFilterValues {
  product: string;
  from: string;
  to: string;
}

export function orderFilterQuery(filters: OrderFilterValues): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  return query.toString();
}

export const ORDERS_PATH = '/api/admin/orders';

/** A page of the list in SWR: the filters' query and the cursor the page starts after (null for the first). */
export type OrdersPageKey = readonly [typeof ORDERS_PATH, string, string | null];
export const ordersPageKey = (filterQuery: string, cursor: string | null): OrdersPageKey => [ORDERS_PATH, filterQuery, cursor];

/**
 * Where the list of `filterQuery` is kept in SWR's cache (useSWRInfinite's key, from its first
 * page's), as an array of pages: the server hands its first page to the browser under it.
 */
export const ordersListKey = (filterQuery: string) => unstable_serialize(() => ordersPageKey(filterQuery, null));

export function listAdminOrders(filterQuery: string, cursor: string | null): Promise<AdminOrdersPage> {
  const query = new URLSearchParams(filterQuery);
  if (cursor) query.set('cursor', cursor);
  return request(`${ORDERS_PATH}?${query}`, { headers: JSON_HEADERS });
}

/** The CSV export, or its .xlsx twin, of the filtered list. */
export const ordersExportUrl = (filters: OrderFilterValues, format: 'csv' | 'xlsx') =>
  `/api/admin/orders/export${format === 'xlsx' ? '/xlsx' : ''}?${orderFilterQuery(filters)}`;

export function markOrderRefunded(id: string): Promise<AdminOrder> {
  return request(`/api/admin/orders/${encodeURIComponent(id)}/refund`, { method: 'POST', headers: JSON_HEADERS });
}

export async function resendOrderReceipt(id: string): Promise<void> {
  await request(`/api/admin/orders/${encodeURIComponent(id)}/receipt`, { method: 'POST', headers: JSON_HEADERS });
}

/** `month` YYYY-MM, or null for the current month (in the studio's zone: the answer names it). */
const vatQuery = (month: string | null) => (month ? `?month=${encodeURIComponent(month)}` : '');

export function getVatSummary(month: string | null): Promise<VatSummary> {
  return request(`/api/admin/orders/vat-summary${vatQuery(month)}`, { headers: JSON_HEADERS });
}

export const vatSummaryExportUrl = (month: string | null, format: 'csv' | 'xlsx') =>
  `/api/admin/orders/vat-summary/export${format === 'xlsx' ? '/xlsx' : ''}${vatQuery(month)}`;
