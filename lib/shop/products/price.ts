import { z } from '@/lib/zod';
import { minimumCharge } from '@/lib/shop/minimum-charge';
import { BASE_CURRENCY } from './prices';

// Parsed from the text, not through floats: 0.29 * 100 is 28.999999999999996.

export const PRICE_LIMITS = { maxDollars: 100_000, maxOtherPrice: 10_000_000 } as const;

export const PRICE_MESSAGES = {
  required: 'Price is required',
  format: 'Price must be an amount in dollars with at most 2 decimals, such as 29 or 34.50',
  positive: 'Price must be more than 0',
  belowMinimum: `Price must be at least ${dollarsOf(minimumCharge(BASE_CURRENCY))}, the smallest amount Stripe charges in ${BASE_CURRENCY.toUpperCase()}`,
  tooHigh: `Price must be at most ${PRICE_LIMITS.maxDollars}`,
} as const;

/** The messages for a price in another currency ("Price in NOK …"). */
export const otherPriceMessages = (currency: string) => {
  const code = currency.toUpperCase();
  return {
    required: `Price in ${code} is required`,
    format: `Price in ${code} must be an amount with at most 2 decimals, such as 590 or 345.50`,
    positive: `Price in ${code} must be more than 0`,
    belowMinimum: `Price in ${code} must be at least ${dollarsOf(minimumCharge(currency))}, the smallest amount Stripe charges in ${code}`,
    tooHigh: `Price in ${code} must be at most ${PRICE_LIMITS.maxOtherPrice}`,
  };
};

const AMOUNT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Minor units of an amount written with at most two decimals ("34.50" → 3450), or null. */
export function centsOf(amount: string): number | null {
  const match = AMOUNT.exec(amount.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The amount as the studio writes it: "29", "34.50". */
export function dollarsOf(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

type PriceMessages = typeof PRICE_MESSAGES | ReturnType<typeof otherPriceMessages>;

/** Text, not a JSON number, so the amount arrives as typed; minor units out, at least `minimum`. */
export function amountSchema(messages: PriceMessages, maxMajor: number, minimum: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.required : messages.format) })
    .transform((text, context) => {
      if (text.trim() === '') {
        context.addIssue({ code: 'custom', message: messages.required });
        return z.NEVER;
      }
      const cents = centsOf(text);
      if (cents === null) {
        context.addIssue({ code: 'custom', message: text.trim().startsWith('-') ? messages.positive : messages.format });
        return z.NEVER;
      }
      if (cents <= 0) context.addIssue({ code: 'custom', message: messages.positive });
      else if (cents < minimum) context.addIssue({ code: 'custom', message: messages.belowMinimum });
      else if (cents > maxMajor * 100) context.addIssue({ code: 'custom', message: messages.tooHigh });
      return cents;
    });
}

export const priceSchema = amountSchema(PRICE_MESSAGES, PRICE_LIMITS.maxDollars, minimumCharge(BASE_CURRENCY));

/** A price in another currency: blank or absent is none (the suggestion is then stored). */
export const otherPriceSchema = (currency: string) =>
  z
    .preprocess(
      (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
      amountSchema(otherPriceMessages(currency), PRICE_LIMITS.maxOtherPrice, minimumCharge(currency)).optional(),
    )
    .transform((value) => value ?? null);
