import type { SellerSettings } from '@/lib/shop/seller/types';
import { JSON_HEADERS, request } from './admin';
import { SELLER_SETTINGS_KEY } from './admin-keys';

// The admin's Settings section: the seller's details (docs/shop.md#seller).

export const SELLER_SETTINGS_PATH = SELLER_SETTINGS_KEY;

export function fetchSellerSettings(): Promise<SellerSettings> {
  return request(SELLER_SETTINGS_PATH, { headers: JSON_HEADERS });
}

export function saveSellerSettings(settings: SellerSettings): Promise<SellerSettings> {
  return request(SELLER_SETTINGS_PATH, { method: 'PUT', headers: JSON_HEADERS, body: JSON.stringify(settings) });
}
