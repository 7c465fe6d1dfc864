import { z } from '@/lib/zod';
import { BUYER_EMAIL_MAX_LENGTH } from './buyer-email-limits';

// The buyer's e-mail address, as the demo checkout asks for it and the "get my downloads again"
// form takes it: the receipt and every re-sent link go there. Shared by the forms (checked before
// sending, loaded when a buyer starts typing) and the handlers (the authority). The English
// message is the API's `detail`; the forms show their own translated text.

export const INVALID_BUYER_EMAIL = 'Enter a valid email address';

export const buyerEmailSchema = z
  .string({ error: INVALID_BUYER_EMAIL })
  .trim()
  .max(BUYER_EMAIL_MAX_LENGTH, { error: `Use at most ${BUYER_EMAIL_MAX_LENGTH} characters` })
  .pipe(z.email({ error: INVALID_BUYER_EMAIL }));
