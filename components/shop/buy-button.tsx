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
  /** Primary on the product page; quiet in the shop's list, where every product has one. */
  variant?: 'primary' | 'quiet';
  className?: string;
}

const VARIANTS = {
  primary: 'bg-rose-deep text-white hover:bg-plum disabled:bg-plum/70',
  quiet: 'bg-white text-plum ring-1 ring-plum/20 hover:bg-plum hover:text-cream disabled:bg-plum/10',
} as const;

/** Starts the checkout of one product; each button has its own busy state. */
export function BuyButton({
  item,
  locale,
  label,
  busyLabel,
  failureMessage,
  failureStyle,
  describedBy,
  variant = 'primary',
  className = '',
}: BuyButtonProps) {
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
      className={`inline-flex items-center justify-center gap-2 rounded-full px-7 py-3 text-sm font-semibold transition-colors disabled:cursor-wait ${VARIANTS[variant]} ${className}`}
    >
      {busy && (
        <span aria-hidden="true" className="size-4 motion-safe:animate-spin rounded-full border-2 border-current/40 border-t-current" />
      )}
      {busy ? busyLabel : label}
    </button>
  );
}
