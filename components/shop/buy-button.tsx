'use client';

import { useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { trackAddToCart, type AnalyticsItem } from '@/lib/analytics/events';
import { createCheckoutSession, DiscountRefused } from '@/lib/api/shop';
import { navigateTo } from '@/lib/shop/browser';
import { useDiscountCode } from './discount-code';
import { usePurchaseConsent } from './purchase-consent';

interface BuyButtonProps {
  item: AnalyticsItem;
  locale: Locale;
  label: string;
  busyLabel: string;
  /** What the buyer is told (a browser alert) when the checkout cannot start (docs/behaviour.md#buying). */
  failureMessage: string;
  /** Id of the product's title, so that screen readers hear which product the button buys. */
  describedBy?: string;
  className?: string;
}

/**
 * Starts the checkout of the product page's product once the buyer has ticked the withdrawal
 * consent; without it the buyer is taken to the box. The discount code typed in the buy box goes
 * with it. Each button has its own busy state.
 */
export function BuyButton({ item, locale, label, busyLabel, failureMessage, describedBy, className = '' }: BuyButtonProps) {
  const [busy, setBusy] = useState(false);
  const consent = usePurchaseConsent();
  const discount = useDiscountCode();

  async function buy() {
    if (!consent.require()) return;
    const code = discount.take();
    if (!code.ok) return;
    setBusy(true);
    trackAddToCart(item);
    try {
      navigateTo(await createCheckoutSession(item.item_id, locale, code.code));
    } catch (error) {
      // A refused code is explained at its field in the buy box, not in an alert.
      if (error instanceof DiscountRefused) return discount.refuse(error.reason);
      console.error('Error creating checkout session:', error);
      window.alert(failureMessage);
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
      {busy && (
        <span aria-hidden="true" className="size-4 motion-safe:animate-spin rounded-full border-2 border-current/40 border-t-current" />
      )}
      {busy ? busyLabel : label}
    </button>
  );
}
