import { z } from '@/lib/zod';

export const loginRequestSchema = z.object({
  username: z.string({ error: 'username is required' }).trim().min(1, 'username is required').max(200),
  // Not trimmed: spaces may be part of a password. The cap keeps hashing cost bounded.
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(1024),
});
