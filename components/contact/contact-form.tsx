import { getTranslations } from 'next-intl/server';
import { labelsFor } from '@/i18n/labels';
import type { Locale } from '@/i18n/routing';
import { CONTACT_FIELDS, SERVICE_INTERESTS, SERVICE_KEYS } from '@/lib/contact/fields';
import { ContactFormArea } from './contact-form-area';

const LABEL_KEYS = [
  'requiredNote',
  'name',
  'namePlaceholder',
  'email',
  'emailPlaceholder',
  'service',
  'servicePlaceholder',
  'message',
  'messagePlaceholder',
  'honeypot',
  'submit',
  'sending',
  'success',
  'failure',
  'rateLimited',
] as const;

const HEADING_ID = 'contact-form-title';

/** The service choices in the page's language, as the contact form and the booking form offer them. */
export async function serviceOptions() {
  const t = await getTranslations('ContactForm');
  return SERVICE_INTERESTS.map((value) => ({ value, label: t(`services.${SERVICE_KEYS[value]}`) }));
}

/** The contact form's card: its heading and the form, or the thank-you once a message is sent. */
export async function ContactForm({ locale }: { locale: Locale }) {
  const [t, tThanks, services] = await Promise.all([getTranslations('ContactForm'), getTranslations('ContactThanks'), serviceOptions()]);
  const labels = labelsFor(LABEL_KEYS, (key) => t(key));
  const errors = labelsFor(CONTACT_FIELDS, (field) => t(`errors.${field}`));
  return (
    <section aria-labelledby={HEADING_ID} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-plum/5 sm:p-10">
      <ContactFormArea
        headingId={HEADING_ID}
        title={t('title')}
        lead={t('lead')}
        form={{
          locale,
          labels: { ...labels, errors },
          services,
        }}
        thanks={{
          // Raw: {name} and {email} are filled in the browser, where the sender is known.
          title: tThanks.raw('title') as string,
          lead: tThanks('lead'),
          steps: Object.values(tThanks.raw('steps') as Record<string, string>),
          another: tThanks('another'),
          work: tThanks('work'),
        }}
      />
    </section>
  );
}
