'use client';

import { useEffect, useRef } from 'react';
import { trackViewItem, type AnalyticsItem } from '@/lib/analytics/events';

/** Sends view_item once per product shown (re-renders and React's double effects in development do not repeat it). */
export function ProductViewTracker({ item }: { item: AnalyticsItem }) {
  const sentFor = useRef<string | null>(null);
  const { item_id, item_name, item_category, price } = item;

  useEffect(() => {
    if (sentFor.current === item_id) return;
    sentFor.current = item_id;
    trackViewItem({ item_id, item_name, item_category, price });
  }, [item_id, item_name, item_category, price]);

  return null;
}
