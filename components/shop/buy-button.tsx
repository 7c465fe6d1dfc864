'use client';

import { useState } from 'react';
import { notify } from '@/components/layout/toasts';
import type { Locale } from '@/i18n/routing';
import { trackAddToCart, type AnalyticsItem } from '@/lib/analytics/events';
import { createCheckoutSession } from '@/lib/api/shop';
import { navigateTo } from '@/lib/shop/browser';

interface BuyButtonProps {
  item: AnalyticsItem;
  locale: Locale;
  label: string;
  busyLabel: string;
  /** What the buyer is told when the checkout cannot start. */
  failureMessage: string;
  /** The list page shows a toast; the detail page a browser alert (docs/behaviour.md#buying). */
  failureStyle: 'toast' | 'alert';
  /** Id of the product's title, so that screen readers hear which product the button buys. */
  describedBy?: string;
  className?: string;
}

/** Starts the checkout of one product; each button has its own busy state. */
export function BuyButton({ item, locale, label, busyLabel, failureMessage, failureStyle, describedBy, className = '' }: BuyButtonProps) {
  const [busy, setBusy] = useState(false);

  async function buy() {
    setBusy(true);
    trackAddToCart(item);
    try {
      navigateTo(await createCheckoutSession(item.item_id, locale));
    } catch (error) {
      console.error('Error creating checkout session:', error);
      if (failureStyle === 'alert') window.alert(failureMessage);
      else void notify('error', failureMessage);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={buy}
      disabled={busy}
      aria-busy={busy}
      aria-describedby={describedBy}
      className={`inline-flex items-center justify-center gap-2 rounded-full bg-rose-deep px-7 py-3 text-sm font-semibold text-white transition-colors hover:bg-plum disabled:cursor-wait disabled:bg-plum/70 ${className}`}
    >
      {busy && <span aria-hidden="true" className="size-4 motion-safe:animate-spin rounded-full border-2 border-white/40 border-t-white" />}
      {busy ? busyLabel : label}
    </button>
  );
}
