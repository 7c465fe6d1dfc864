// Standard VAT rates for digital services sold to consumers, in percent. Norway's is the studio's own
// (merverdiavgiftsloven § 5-1); the EU members' apply to their consumers through the non-Union OSS
// scheme. Elsewhere the studio charges none. Kept by hand: check the source when a rate changes and
// update RATES_AS_OF with it (docs/decisions/vat.md).
//
// Source: European Commission, "VAT rates applied in the Member States of the European Union",
// situation at 1 July 2025 (taxation-customs.ec.europa.eu), with Romania's 21 % from 1 August 2025;
// Skatteetaten, "Merverdiavgift – satser" (25 %).
export const RATES_AS_OF = '2025-08-01';

export const HOME_COUNTRY = 'NO';

export const EU_STANDARD_RATES: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
};

export const HOME_RATE = 25;

export const isEuCountry = (country: string): boolean => Object.hasOwn(EU_STANDARD_RATES, country);
