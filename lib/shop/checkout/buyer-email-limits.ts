import { EMAIL_MAX_OCTETS } from '@/lib/mail/address';

// Without zod: the forms render from this, and their pages should not load zod up front.

export const BUYER_EMAIL_MAX_LENGTH = EMAIL_MAX_OCTETS;
