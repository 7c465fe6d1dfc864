// The smallest amount Stripe charges in each currency, in minor units: a product priced below it
// could never be bought (every checkout of it fails), and no discount takes a price below it. From Stripe's table of minimum charge
// amounts (docs/decisions/stripe-minimum-charge.md gives the source and date). Two-decimal
// currencies only, as the shop's amounts are written with at most two decimals.
export const STRIPE_MINIMUM_CHARGE: Readonly<Record<string, number>> = {
  usd: 50,
  aed: 200,
  aud: 50,
  bgn: 100,
  brl: 50,
  cad: 50,
  chf: 50,
  czk: 1500,
  dkk: 250,
  eur: 50,
  gbp: 30,
  hkd: 400,
  huf: 17500,
  inr: 50,
  mxn: 1000,
  myr: 200,
  nok: 300,
  nzd: 50,
  pln: 200,
  ron: 200,
  sek: 300,
  sgd: 50,
  thb: 1000,
};

// One major unit where the table has no entry; every currency the shop sells in has one (tested).
const DEFAULT_MINIMUM_CHARGE = 100;

/** The smallest price, after any discount, that a checkout in `currency` may charge (minor units). */
export const minimumCharge = (currency: string): number => STRIPE_MINIMUM_CHARGE[currency] ?? DEFAULT_MINIMUM_CHARGE;
