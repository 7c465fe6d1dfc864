import { GET as listCodes, POST as createCode } from '@/app/api/admin/discount-codes/route';
import { POST as checkout } from '@/app/api/payments/checkout/route';
import type { DigitalProductRow } from '@/lib/db/schema';
import type { AdminDiscountCode } from '@/lib/shop/discounts/types';
import { send } from './api';
import { request, SITE } from './payments';

// Discount codes made through the admin API and used at the demo checkout, for the tests of
// docs/shop.md#discount-codes.

export const DISCOUNT_CODES_PATH = '/api/admin/discount-codes';

let serial = 0;
/** A code of its own per test, so limits and uses never meet. */
export const uniqueCode = (stem = 'Spring') => `${stem}-${Date.now().toString(36)}-${++serial}`;

/** A new code (20 % off unless `body` says otherwise), made by the admin. */
export async function makeCode(auth: Record<string, string>, body: Record<string, unknown>): Promise<AdminDiscountCode> {
  const json = { code: uniqueCode(), kind: 'percent', percent_off: 20, ...body };
  const response = await send(createCode, DISCOUNT_CODES_PATH, { method: 'POST', json, headers: auth });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as AdminDiscountCode;
}

/** The code as the admin's list shows it (uses, open holds, revenue). */
export async function listedCode(auth: Record<string, string>, id: string): Promise<AdminDiscountCode> {
  const codes = (await send(listCodes, DISCOUNT_CODES_PATH, { headers: auth })).body as AdminDiscountCode[];
  return codes.find((code) => code.id === id)!;
}

/** A checkout of `product` with `code`, from a new address each time unless `from` names one. */
export async function buyWithCode(product: DigitalProductRow, code: string | undefined, from?: string) {
  const json = {
    product_id: product.id,
    origin_url: SITE,
    locale: 'en',
    withdrawal_consent: true,
    ...(code !== undefined ? { discount_code: code } : {}),
  };
  const response = await request(checkout, '/api/payments/checkout', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(from ? { 'x-forwarded-for': from } : {}) },
    body: JSON.stringify(json),
  });
  const body = (await response.json()) as { checkout_url?: string; detail?: string; reason?: string };
  return { status: response.status, body, sessionId: body.checkout_url ? new URL(body.checkout_url).pathname.split('/').pop()! : null };
}
