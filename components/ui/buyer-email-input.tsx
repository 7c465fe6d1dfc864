'use client';

import type { ComponentProps } from 'react';
import { BUYER_EMAIL_MAX_LENGTH } from '@/lib/shop/checkout/buyer-email-limits';
import { preloadBuyerEmailRules } from '@/lib/shop/checkout/buyer-email-check';

/**
 * The buyer's e-mail field (the demo checkout's and "get your downloads again"): one set of
 * attributes for phones' keyboards, autofill and the server's length limit; the checking rules
 * load when the field is first focused.
 */
export function BuyerEmailInput(props: Omit<ComponentProps<'input'>, 'name' | 'type' | 'maxLength'>) {
  return (
    <input
      name="email"
      type="email"
      required
      maxLength={BUYER_EMAIL_MAX_LENGTH}
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      onFocus={preloadBuyerEmailRules}
      {...props}
    />
  );
}
