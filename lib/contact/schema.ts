import { z } from '@/lib/zod';
import { routing } from '@/i18n/routing';
import { emailAddressSchema } from '@/lib/mail/address-schema';
import { CONTACT_FIELDS, CONTACT_LIMITS, HONEYPOT_FIELD, isContactField, SERVICE_INTERESTS, type ContactField } from './fields';

const requiredText = (field: string, max: number) =>
  z
    .string({ error: `Enter your ${field}` })
    .trim()
    .min(1, { error: `Enter your ${field}` })
    .max(max, { error: `Use at most ${max} characters` });

export const contactMessageSchema = z.strictObject(
  {
    name: requiredText('name', CONTACT_LIMITS.name),
    email: emailAddressSchema,
    // Empty, null and absent all mean "no particular service" (a general inquiry).
    service_interest: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() || undefined : (value ?? undefined)),
      z.enum(SERVICE_INTERESTS, { error: `Choose one of: ${SERVICE_INTERESTS.join(', ')}` }).optional(),
    ),
    message: requiredText('message', CONTACT_LIMITS.message),
    // The page's language; without it the handler falls back to the Referer.
    locale: z.enum(routing.locales, { error: `Use one of: ${routing.locales.join(', ')}` }).optional(),
    [HONEYPOT_FIELD]: z.string().optional(),
  },
  {
    error: (issue) => (issue.code === 'invalid_type' ? 'Send a JSON object with name, email, service_interest and message' : undefined),
  },
);

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export function invalidFields(error: z.ZodError): ContactField[] {
  const named = new Set(error.issues.map((issue) => issue.path[0]).filter(isContactField));
  return CONTACT_FIELDS.filter((field) => named.has(field));
}
