import { emailAddressSchema } from '@/lib/mail/address-schema';

// The buyer's e-mail address, as the demo checkout asks for it and the "get my downloads again"
// form takes it: the receipt and every re-sent link go there. Shared by the forms (checked before
// sending, loaded when a buyer starts typing) and the handlers (the authority), by the site's one
// e-mail rule.

export const buyerEmailSchema = emailAddressSchema;
