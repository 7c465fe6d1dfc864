import type { AnalyticsItem } from '@/lib/analytics/events';
import type { DigitalProduct } from '@/lib/content/types';

/** A product as the analytics events describe it (SPEC section 1). */
export function analyticsItem(product: DigitalProduct): AnalyticsItem {
  return { item_id: product.id, item_name: product.title, item_category: product.category, price: product.price };
}
