import { dateTimeFormat, numberFormat } from '@/lib/admin/intl-formatters';
import type { Locale } from '@/i18n/routing';

// Sizes and moments on the System panel, in the admin's language ("2,4 GB" in Norwegian). Sizes
// in SI units (1 MB = 1,000,000 bytes), as `npm run backup` reports them.

const UNITS = [
  { unit: 'gigabyte', bytes: 1000 ** 3 },
  { unit: 'megabyte', bytes: 1000 ** 2 },
  { unit: 'kilobyte', bytes: 1000 },
] as const;

export function writtenSize(bytes: number, locale: Locale): string {
  const { unit, bytes: size } = UNITS.find((entry) => bytes >= entry.bytes) ?? UNITS[2];
  return numberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(bytes / size);
}

export const writtenMoment = (iso: string, locale: Locale): string =>
  dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
