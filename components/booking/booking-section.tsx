import { getTranslations } from 'next-intl/server';
import { serviceOptions } from '@/components/contact/contact-form';
import { labelsFor } from '@/i18n/labels';
import { LOCALE_TAGS } from '@/i18n/locales';
import type { Locale } from '@/i18n/routing';
import { listSlots } from '@/lib/booking/availability';
import { readBookingSettings } from '@/lib/booking/settings';
import { getPageContent } from '@/lib/content/pages';
import { getDb } from '@/lib/db/client';
import type { ReadPage } from '@/lib/pages/content';
import { BookingClient } from './booking-client';
import { BookingIntro, BookingPrepare } from './booking-intro';
import { BOOKING_LABEL_KEYS } from './labels';

// The free times the server's HTML carries: the first two weeks, enough for the first screen
// without a payload of eight weeks in every page (the browser asks for all of them at once).
const FIRST_DAYS = 14;

/** The booking page's panel, calendar, times and form, with their texts in the page's language. */
export async function BookingSection({ locale, call }: { locale: Locale; call: ReadPage<'book'>['call'] }) {
  const db = await getDb();
  const [t, tContact, services, settings, first, about] = await Promise.all([
    getTranslations('Booking'),
    getTranslations('ContactForm'),
    serviceOptions(),
    readBookingSettings(db),
    listSlots({ days: FIRST_DAYS }),
    getPageContent('about', locale),
  ]);
  const intlLocale = LOCALE_TAGS[locale].intl;
  const labels = {
    // Raw: the {placeholders} are filled in the browser, where the times are known.
    ...labelsFor(BOOKING_LABEL_KEYS, (key) => t.raw(key) as string),
    errors: { name: t('errors.name'), email: t('errors.email') },
    check: t.raw('check') as Record<string, string>,
    honeypot: tContact('honeypot'),
  };
  return (
    <div className="mx-auto max-w-7xl px-5 pb-20 sm:px-8">
      <BookingClient
        locale={locale}
        intlLocale={intlLocale}
        labels={labels}
        services={services}
        first={first}
        renderedAt={new Date().toISOString()}
        intro={<BookingIntro call={call} host={about.team.people[0]} minutes={settings.call_minutes} intlLocale={intlLocale} />}
        prepare={call.prepare ? <BookingPrepare text={call.prepare} /> : null}
      />
    </div>
  );
}
