import { z } from '@/lib/zod';
import { passkeyAssertionSchema } from './passkey-schemas';

export const loginRequestSchema = z.object({
  username: z.string({ error: 'username is required' }).trim().min(1, 'username is required').max(200),
  // Not trimmed: spaces may be part of a password. The cap keeps hashing cost bounded.
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(1024),
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'otp is the 6-digit code from the authenticator app')
    .optional(),
  recovery_code: z.string().trim().min(1).max(40).optional(),
  /** The browser's answer to the passkey challenge of the previous 401. */
  passkey: passkeyAssertionSchema.optional(),
  /** After a correct code or passkey: this browser skips the code for 30 days. */
  remember_device: z.boolean().optional(),
});
