import { ApiError } from '@/lib/api/admin';

/** The field a refusal names (`{reason, field}`, lib/http/refusal.ts), so its words stand at that input; null for the form as a whole. */
export const refusedField = (failure: unknown): string | null =>
  failure instanceof ApiError ? (failure.refusal?.values.field ?? null) : null;

/** Whether a link (a reset, an invitation) was refused as used, expired or unknown: the page then offers no form. */
export const linkRefused = (failure: unknown): boolean =>
  failure instanceof ApiError && (failure.refusal?.reason === 'linkExpired' || failure.refusal?.reason === 'linkInvalid');
