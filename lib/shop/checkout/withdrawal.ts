import { catalogueTranslator } from '@/i18n/catalogues';
import type { Locale } from '@/i18n/routing';

// A consumer keeps a 14-day right of withdrawal unless she expressly asks for delivery at once and
// accepts losing it (angrerettloven § 22 (n), directive 2011/83 art. 16 (m)). The buyer ticks that
// on the product page (ProductDetail.withdrawalConsent); each checkout stores when, and which text.

/** The date the consent's wording last changed: change it with ProductDetail.withdrawalConsent in every language. */
export const WITHDRAWAL_CONSENT_VERSION = '2026-11-28';

/** The consent the buyer gave, restated where she pays (the demo checkout and Stripe's Pay button). */
export function withdrawalConsentGiven(locale: Locale): string {
  return catalogueTranslator(locale, 'DemoCheckout')('withdrawalConsentGiven');
}
