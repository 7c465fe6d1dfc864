// The demo checkout's buyer fields, shared by the server's rules (buyer-details.ts) and the form.

export const BUYER_LIMITS = { company: 200, vatId: 40 } as const;

/** The field a refusal names (the checkout page shows it beside that field). */
export type BuyerField = 'email' | 'country' | 'company' | 'vat_id';
