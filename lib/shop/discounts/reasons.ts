/** What a code looks like: letters, digits, - and _ (no markup can enter); the product page checks it too. */
export const CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;

// Why a code was refused at checkout: sent as `reason` beside the English `detail`, so the product
// page can say it in the buyer's language (messages ProductDetail.discount.refused.<reason>).

export const DISCOUNT_REFUSALS = {
  unknown: 'This code does not exist',
  paused: 'This code is paused',
  not_started: 'This code is not valid yet',
  ended: 'This code has expired',
  not_for_product: 'This code is not valid for this product',
  no_currency: 'This code has no amount in this currency',
  used_up: 'This code has been used up',
  in_progress: 'A checkout with this code is already opening from your connection; try again in a moment',
} as const;

export type DiscountRefusal = keyof typeof DISCOUNT_REFUSALS;

export const DISCOUNT_REFUSAL_REASONS = Object.keys(DISCOUNT_REFUSALS) as DiscountRefusal[];

export const isDiscountRefusal = (value: unknown): value is DiscountRefusal =>
  typeof value === 'string' && Object.hasOwn(DISCOUNT_REFUSALS, value);
