import type { AnalyticsItem } from '@/lib/analytics/events';
import type { DigitalProduct } from '@/lib/content/types';

/** A product as the analytics events describe it (docs/behaviour.md#analytics). */
export function analyticsItem(product: DigitalProduct): AnalyticsItem {
  return { item_id: product.id, item_name: product.title, item_category: product.category, price: product.price };
}
