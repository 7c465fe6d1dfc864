import type { AdminDiscountCode } from '@/lib/shop/discounts/types';
import { JSON_HEADERS, request } from './admin';
import { DISCOUNT_CODES_KEY } from './admin-keys';

// The admin's Discount codes section (docs/shop.md#discount-codes).

export const DISCOUNT_CODES_PATH = DISCOUNT_CODES_KEY;

/** What the create form sends: amounts as typed ("7.50"), per currency; instants as ISO 8601. */
export interface DiscountCodeInput {
  code: string;
  kind: 'percent' | 'amount';
  percent_off: number | null;
  amounts_off: Record<string, string>;
  product_ids: string[];
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  paused?: boolean;
}

export function listDiscountCodes(): Promise<AdminDiscountCode[]> {
  return request(DISCOUNT_CODES_PATH, { headers: JSON_HEADERS });
}

export function createDiscountCode(input: DiscountCodeInput): Promise<AdminDiscountCode> {
  return request(DISCOUNT_CODES_PATH, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(input) });
}

export function changeDiscountCode(id: string, change: { paused?: boolean }): Promise<AdminDiscountCode> {
  return request(`${DISCOUNT_CODES_PATH}/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    headers: JSON_HEADERS,
    body: JSON.stringify(change),
  });
}
