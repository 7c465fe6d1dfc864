// A Norwegian organisation number (Brønnøysundregistrene): nine digits, the last a mod-11 check
// digit over the first eight with the weights 3 2 7 6 5 4 3 2. A remainder that would need check
// digit 10 is never issued. No zod here: the form, the schema and the tests share this one rule.

const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2] as const;

/** The number without the spaces people write in it ("923 609 016" → "923609016"). */
export const compactOrganisationNumber = (value: string): string => value.replace(/\s+/g, '');

export function isValidOrganisationNumber(value: string): boolean {
  const digits = compactOrganisationNumber(value);
  if (!/^\d{9}$/.test(digits)) return false;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const check = 11 - (sum % 11);
  if (check === 10) return false;
  return (check === 11 ? 0 : check) === Number(digits[8]);
}

/** Grouped in threes as the register prints it: "923 609 016". */
export const groupOrganisationNumber = (digits: string): string => digits.replace(/(\d{3})(?=\d)/g, '$1 ');
