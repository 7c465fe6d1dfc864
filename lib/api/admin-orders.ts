import type { AdminOrder, AdminOrdersPage } from '@/lib/shop/orders/admin-types';
import { JSON_HEADERS, request } from './admin';

// Browser side of the Orders section's calls (/api/admin/orders).

/** The filters as the list, the export and the page's address write them. */
export interface OrderFilterValues {
  product: string;
  from: string;
  to: string;
}

/** `product=…&from=…&to=…` with the empty ones left out. */
export function orderFilterQuery(filters: OrderFilterValues): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  return query.toString();
}

/** One page of the orders that `filterQuery` (see orderFilterQuery) finds, after `cursor`. */
export function listAdminOrders(filterQuery: string, cursor: string | null): Promise<AdminOrdersPage> {
  const query = new URLSearchParams(filterQuery);
  if (cursor) query.set('cursor', cursor);
  return request(`/api/admin/orders?${query}`, { headers: JSON_HEADERS });
}

/** Where the filtered list downloads as CSV (a plain link: the session cookie goes along). */
export const ordersExportUrl = (filters: OrderFilterValues) => `/api/admin/orders/export?${orderFilterQuery(filters)}`;

export function markOrderRefunded(id: string): Promise<AdminOrder> {
  return request(`/api/admin/orders/${encodeURIComponent(id)}/refund`, { method: 'POST', headers: JSON_HEADERS });
}

export async function resendOrderReceipt(id: string): Promise<void> {
  await request(`/api/admin/orders/${encodeURIComponent(id)}/receipt`, { method: 'POST', headers: JSON_HEADERS });
}
