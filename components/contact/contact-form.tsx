import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { CONTACT_FIELDS, SERVICE_INTERESTS, type ServiceInterest } from '@/lib/contact/fields';
import { ContactFormClient } from './contact-form-client';

// Message keys of the service options; the values sent and stored stay the English names.
const SERVICE_KEYS: Record<ServiceInterest, string> = {
  'Website Design': 'websiteDesign',
  Branding: 'branding',
  'Branding & Website': 'brandingWebsite',
  'Digital Products': 'digitalProducts',
  Consultation: 'consultation',
  Other: 'other',
};

const LABEL_KEYS = [
  'requiredNote', 'name', 'namePlaceholder', 'email', 'emailPlaceholder', 'service', 'servicePlaceholder',
  'message', 'messagePlaceholder', 'honeypot', 'submit', 'sending', 'success', 'failure',
] as const;

/** The contact form's card: its heading, and the form itself with its texts in the page's language. */
export async function ContactForm({ locale }: { locale: Locale }) {
  const t = await getTranslations('ContactForm');
  const labels = Object.fromEntries(LABEL_KEYS.map((key) => [key, t(key)])) as Record<(typeof LABEL_KEYS)[number], string>;
  const errors = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, t(`errors.${field}`)])) as Record<(typeof CONTACT_FIELDS)[number], string>;
  return (
    <section aria-labelledby="contact-form-title" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-plum/5 sm:p-10">
      <h2 id="contact-form-title" className="text-3xl sm:text-4xl">
        {t('title')}
      </h2>
      <p className="mt-3 leading-relaxed text-muted">{t('lead')}</p>
      <ContactFormClient
        locale={locale}
        labels={{ ...labels, errors }}
        services={SERVICE_INTERESTS.map((value) => ({ value, label: t(`services.${SERVICE_KEYS[value]}`) }))}
      />
    </section>
  );
}
