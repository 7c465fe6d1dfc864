import { emailAddressSchema } from '@/lib/mail/address-schema';

export const buyerEmailSchema = emailAddressSchema;
