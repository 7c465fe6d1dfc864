import { EMAIL_MAX_OCTETS } from '@/lib/mail/address';

// The contact form's fields and limits (docs/behaviour.md#contact-form), without zod: the form
// renders from these, and the contact page's JavaScript is fetched by every page that links to it.
// The rules that check a message are in ./schema.ts, which the form loads when a visitor starts on
// it.

/** The service options of the contact form, stored and mailed under these English names. */
export const SERVICE_INTERESTS = ['Website Design', 'Branding', 'Branding & Website', 'Digital Products', 'Consultation', 'Other'] as const;
export type ServiceInterest = (typeof SERVICE_INTERESTS)[number];

/** The language of the page a message was sent from (its `locale`), as the studio reads it in mails and exports. */
export const MESSAGE_LANGUAGES: Record<string, string> = { en: 'English', no: 'Norwegian' };

export const CONTACT_LIMITS = { name: 100, email: EMAIL_MAX_OCTETS, message: 5000 } as const;

/** The fields a visitor fills in, in the order the form shows them. */
export const CONTACT_FIELDS = ['name', 'email', 'service_interest', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The off-screen field only bots fill in. */
export const HONEYPOT_FIELD = 'website';

export const isContactField = (key: unknown): key is ContactField => CONTACT_FIELDS.includes(key as ContactField);

/** The fields named in a 400 `detail` ('email: Enter a valid email address; message: ...'). */
export function fieldsInDetail(detail: string): ContactField[] {
  const named = new Set(detail.split('; ').map((part) => part.split(':')[0]?.trim()));
  return CONTACT_FIELDS.filter((field) => named.has(field));
}
