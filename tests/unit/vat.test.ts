import { buyerDetailsSchema } from '@/lib/shop/checkout/buyer-details';
import { vatBreakdown } from '@/lib/shop/vat/compute';
import { COUNTRY_CODES, guessCountry } from '@/lib/shop/vat/countries';
import { EU_STANDARD_RATES } from '@/lib/shop/vat/rates';
import { checkVatNumber } from '@/lib/shop/vat/vat-number';

// The demo checkout's VAT, which is meant to agree with Stripe Tax: inclusive prices keep their
// total, exclusive ones get VAT on top; a valid EU VAT number abroad is a reverse charge.

const inclusive = { vatRegistered: true, pricesIncludeVat: true };
const exclusive = { vatRegistered: true, pricesIncludeVat: false };
const consumer = (country: string) => ({ country, vatId: null });

describe('vatBreakdown', () => {
  it.each([
    [
      'a Norwegian buyer, 590 kr with 25 % inside',
      59_000,
      inclusive,
      consumer('NO'),
      { amountSubtotal: 47_200, amountTax: 11_800, amountTotal: 59_000, taxRate: 25 },
    ],
    [
      'a German consumer, $59 with 19 % inside',
      5900,
      inclusive,
      consumer('DE'),
      { amountSubtotal: 4958, amountTax: 942, amountTotal: 5900, taxRate: 19 },
    ],
    [
      'a Finnish consumer, 25.5 % on top',
      10_000,
      exclusive,
      consumer('FI'),
      { amountSubtotal: 10_000, amountTax: 2550, amountTotal: 12_550, taxRate: 25.5 },
    ],
    [
      'a buyer in the United States',
      5900,
      exclusive,
      consumer('US'),
      { amountSubtotal: 5900, amountTax: 0, amountTotal: 5900, taxRate: 0 },
    ],
    [
      'anyone while the seller is not VAT-registered',
      5900,
      { vatRegistered: false, pricesIncludeVat: false },
      consumer('NO'),
      { amountTax: 0, amountTotal: 5900, taxRate: 0 },
    ],
  ] as const)('%s', (_label, amount, seller, buyer, expected) => {
    expect(vatBreakdown(amount, seller, buyer)).toMatchObject({ ...expected, reverseCharge: false });
  });

  it('reverse-charges an EU business with a VAT number: no VAT, the price kept or net', () => {
    const business = { country: 'DE', vatId: 'DE123456788' };
    expect(vatBreakdown(5900, inclusive, business)).toEqual({
      amountSubtotal: 5900,
      amountTax: 0,
      amountTotal: 5900,
      taxRate: 0,
      reverseCharge: true,
    });
    expect(vatBreakdown(5900, exclusive, business)).toMatchObject({ amountTotal: 5900, reverseCharge: true });
  });

  it('charges a Norwegian business Norwegian VAT (no reverse charge at home)', () => {
    expect(vatBreakdown(59_000, inclusive, { country: 'NO', vatId: null })).toMatchObject({ amountTax: 11_800, reverseCharge: false });
  });

  it('knows all 27 member states, each a known country code', () => {
    expect(Object.keys(EU_STANDARD_RATES)).toHaveLength(27);
    for (const country of Object.keys(EU_STANDARD_RATES)) expect(COUNTRY_CODES).toContain(country);
  });
});

describe('checkVatNumber', () => {
  it('normalises a valid number of the billing country', () => {
    expect(checkVatNumber('de 123 456 788', 'DE')).toEqual({ ok: true, vatId: 'DE123456788' });
  });

  it.each([
    ['wrong check digit', 'DE123456789', 'DE', 'format'],
    ['too short', 'DE12345678', 'DE', 'format'],
    ['another country than the billing one', 'DE123456788', 'FR', 'country'],
    ['a Norwegian number (no reverse charge at home)', 'NO923609016MVA', 'NO', 'country'],
  ])('refuses %s', (_label, input, country, reason) => {
    expect(checkVatNumber(input, country)).toEqual({ ok: false, reason });
  });
});

describe("the demo checkout's buyer details", () => {
  it('taxes a buyer who names no country at home', () => {
    expect(buyerDetailsSchema.parse({ email: 'a@example.com' })).toEqual({
      email: 'a@example.com',
      country: 'NO',
      company: null,
      vatId: null,
    });
  });

  it('takes a country in any case and a business with its VAT number', () => {
    expect(buyerDetailsSchema.parse({ email: 'a@example.com', country: 'de', company: ' Muster GmbH ', vat_id: 'de123456788' })).toEqual({
      email: 'a@example.com',
      country: 'DE',
      company: 'Muster GmbH',
      vatId: 'DE123456788',
    });
  });

  it.each([
    [{ country: 'XX' }, 'country'],
    [{ country: 'DE', vat_id: 'DE123' }, 'vat_id'],
    [{ country: 'SE', vat_id: 'DE123456788' }, 'vat_id'],
    [{ company: 'x'.repeat(201) }, 'company'],
  ])('refuses %j, naming %s', (fields, path) => {
    const result = buyerDetailsSchema.safeParse({ email: 'a@example.com', ...fields });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(path);
  });
});

describe('guessCountry', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'en-US', 'DE'],
    ['de', 'en-US', 'DE'],
    ['nb-NO,nb;q=0.9', 'nb-NO', 'NO'],
    ['*', 'nb-NO', 'NO'],
    [null, 'en-US', 'US'],
    ['x-klingon, 123', 'nb-NO', 'NO'],
  ])('reads %s on a %s page as %s', (header, page, expected) => {
    expect(guessCountry(header, page)).toBe(expected);
  });
});
