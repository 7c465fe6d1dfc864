import { amounts, choice, instant, number, plain, relation, toggle } from '@/lib/forms/fields';
import { describeRecord } from '@/lib/forms/record';
import { SHOP_CURRENCIES } from '@/lib/shop/products/prices';

// A discount code, described once (docs/shop.md#discount-codes): the API's schemas (input.ts)
// and the admin's New code form follow from it. A code gives a percent or amounts, whichever its
// kind says (`when`); its window is in the admin's time zone in the form, instants over the API.
// Labels, help and options are the admin's messages (AdminDiscounts.form).
export const discountDescription = describeRecord({
  fields: {
    // Letters, digits, '-' and '_' only: typed by buyers, compared without case, and no markup.
    code: plain(40, { format: 'code' }),
    kind: choice(['percent', 'amount'], { initial: 'percent', widget: 'radio' }),
    percent_off: number(1, 100, { when: { kind: 'percent' } }),
    amounts_off: amounts(SHOP_CURRENCIES, 100_000, { when: { kind: 'amount' } }),
    // None: every product.
    product_ids: relation('products', 200),
    starts_at: instant({ optional: true }),
    ends_at: instant({ optional: true, after: 'starts_at' }),
    usage_limit: number(1, 1_000_000, { optional: true }),
    paused: toggle(),
  },
  sections: [
    { key: 'gives', fields: ['code', 'kind', 'percent_off', 'amounts_off'] },
    { key: 'limits', fields: ['product_ids', 'starts_at', 'ends_at', 'usage_limit'] },
  ],
});
