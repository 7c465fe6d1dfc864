import { getTranslations } from 'next-intl/server';
import { serviceOptions } from '@/components/contact/contact-form';
import { labelsFor } from '@/i18n/labels';
import { LOCALE_TAGS } from '@/i18n/locales';
import type { Locale } from '@/i18n/routing';
import { BookingClient } from './booking-client';
import { BOOKING_LABEL_KEYS } from './labels';

/** The booking page's calendar, times and form, with their texts in the page's language. */
export async function BookingSection({ locale }: { locale: Locale }) {
  const [t, tContact, services] = await Promise.all([getTranslations('Booking'), getTranslations('ContactForm'), serviceOptions()]);
  const labels = {
    // Raw: the {placeholders} are filled in the browser, where the times are known.
    ...labelsFor(BOOKING_LABEL_KEYS, (key) => t.raw(key) as string),
    errors: { name: t('errors.name'), email: t('errors.email') },
    check: t.raw('check') as Record<string, string>,
    honeypot: tContact('honeypot'),
  };
  return (
    <div className="mx-auto max-w-7xl px-5 pb-20 sm:px-8">
      <BookingClient locale={locale} intlLocale={LOCALE_TAGS[locale].intl} labels={labels} services={services} />
    </div>
  );
}
