import { EMAIL_MAX_OCTETS } from '@/lib/mail/address';

// Without zod: the contact page's JavaScript loads with every page linking to it (rules: ./schema.ts).

export const SERVICE_INTERESTS = ['Website Design', 'Branding', 'Branding & Website', 'Digital Products', 'Consultation', 'Other'] as const;
export type ServiceInterest = (typeof SERVICE_INTERESTS)[number];

/** Message keys of the services' names (the contact form's, the admin's); the values sent and stored stay the English names. */
export const SERVICE_KEYS = {
  'Website Design': 'websiteDesign',
  Branding: 'branding',
  'Branding & Website': 'brandingWebsite',
  'Digital Products': 'digitalProducts',
  Consultation: 'consultation',
  Other: 'other',
} as const satisfies Record<ServiceInterest, string>;

export const isServiceInterest = (value: unknown): value is ServiceInterest => SERVICE_INTERESTS.includes(value as ServiceInterest);

export const CONTACT_LIMITS = { name: 100, email: EMAIL_MAX_OCTETS, message: 5000 } as const;

export const CONTACT_FIELDS = ['name', 'email', 'service_interest', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const HONEYPOT_FIELD = 'website';

export const isContactField = (key: unknown): key is ContactField => CONTACT_FIELDS.includes(key as ContactField);

export function fieldsInDetail(detail: string): ContactField[] {
  const named = new Set(detail.split('; ').map((part) => part.split(':')[0]?.trim()));
  return CONTACT_FIELDS.filter((field) => named.has(field));
}
