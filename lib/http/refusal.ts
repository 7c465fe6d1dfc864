import 'server-only';
import { HttpError } from './responses';

/**
 * A refusal the admin's screens word in the admin's language: `reason` is the key of its message
 * (messages/admin/<language>/refusals.json) and `values` fill it; `detail` stays the English words
 * for every other client. A refusal of one field says which (`field`), so a form shows it there.
 */
export const adminRefusal = (status: number, reason: string, detail: string, values: Record<string, string> = {}) =>
  new HttpError(status, detail, { reason, ...values });
