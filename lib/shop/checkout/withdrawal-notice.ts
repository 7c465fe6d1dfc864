import en from '@/messages/en.json';
import no from '@/messages/no.json';
import type { Locale } from '@/i18n/routing';

/** The right of withdrawal lapses only if the buyer agrees to immediate delivery (Norwegian and EU law). */
export function withdrawalNotice(locale: Locale): string {
  return { en, no }[locale].DemoCheckout.withdrawalNotice;
}
