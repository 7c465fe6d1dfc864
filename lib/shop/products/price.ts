import { z } from '@/lib/zod';

// Parsed from the text, not through floats: 0.29 * 100 is 28.999999999999996.

export const PRICE_LIMITS = { maxDollars: 100_000 } as const;

export const PRICE_MESSAGES = {
  required: 'Price is required',
  format: 'Price must be an amount in dollars with at most 2 decimals, such as 29 or 34.50',
  positive: 'Price must be more than 0',
  tooHigh: `Price must be at most ${PRICE_LIMITS.maxDollars}`,
} as const;

const DOLLARS = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

export function centsOf(dollars: string): number | null {
  const match = DOLLARS.exec(dollars.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function dollarsOf(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** Text, not a JSON number, so the amount arrives as typed. */
export const priceSchema = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? PRICE_MESSAGES.required : PRICE_MESSAGES.format) })
  .transform((text, context) => {
    if (text.trim() === '') {
      context.addIssue({ code: 'custom', message: PRICE_MESSAGES.required });
      return z.NEVER;
    }
    const cents = centsOf(text);
    if (cents === null) {
      context.addIssue({ code: 'custom', message: text.trim().startsWith('-') ? PRICE_MESSAGES.positive : PRICE_MESSAGES.format });
      return z.NEVER;
    }
    if (cents <= 0) context.addIssue({ code: 'custom', message: PRICE_MESSAGES.positive });
    else if (cents > PRICE_LIMITS.maxDollars * 100) context.addIssue({ code: 'custom', message: PRICE_MESSAGES.tooHigh });
    return cents;
  });
