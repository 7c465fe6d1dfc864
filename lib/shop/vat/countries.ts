// ISO 3166-1 alpha-2 codes a buyer may give as her billing country (the officially assigned ones,
// and XK for Kosovo, which Stripe accepts). Names come from Intl.DisplayNames in the reader's language.
export const COUNTRY_CODES: readonly string[] = [
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE',
  'BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD',
  'CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM',
  'DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF',
  'GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU',
  'ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN',
  'KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME',
  'MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA',
  'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM',
  'PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI',
  'SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK',
  'TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI',
  'VN VU WF WS XK YE YT ZA ZM ZW',
]
  .join(' ')
  .split(' ');

const KNOWN = new Set(COUNTRY_CODES);

export const isCountryCode = (value: string): boolean => KNOWN.has(value);

/**
 * A first guess at the buyer's country from her browser's languages (Accept-Language, in order)
 * and then the page's: German (de-DE, or plain de) gives DE, English (en-US, or plain en) gives US.
 * She can change it.
 */
export function guessCountry(acceptLanguage: string | null, pageTag: string): string | null {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter((tag) => tag && tag !== '*');
  for (const tag of [...tags, pageTag]) {
    try {
      const region = new Intl.Locale(tag).maximize().region;
      if (region && isCountryCode(region)) return region;
    } catch {
      // Not a language tag: the next one.
    }
  }
  return null;
}
