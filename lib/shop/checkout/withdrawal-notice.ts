import en from '@/messages/en.json';
import no from '@/messages/no.json';
import type { Locale } from '@/i18n/routing';

/**
 * Shown next to the pay button: under Norwegian and EU law the right of withdrawal for digital
 * content only lapses when the buyer agrees to immediate delivery before paying, which is what
 * makes "all digital sales are final" hold. Read from the messages directly, so the demo page and
 * the Stripe session carry the same words.
 */
export function withdrawalNotice(locale: Locale): string {
  return { en, no }[locale].DemoCheckout.withdrawalNotice;
}
