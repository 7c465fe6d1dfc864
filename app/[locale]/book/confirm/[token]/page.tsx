import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BookingConfirm } from '@/components/booking/booking-confirm';
import { CONFIRM_LABEL_KEYS } from '@/components/booking/labels';
import { PageHeader } from '@/components/ui/page-header';
import { labelsFor } from '@/i18n/labels';
import { asLocale } from '@/i18n/locale';
import { readHold } from '@/lib/booking/holds';
import { confirmIdOf } from '@/lib/booking/links';
import { whenText } from '@/lib/booking/mails';

type Props = PageProps<'/[locale]/book/confirm/[token]'>;

// The confirmation mail's link (docs/booking.md#pending-holds): per request, private and never
// indexed, like the manage page. Opening it only shows the time and a button that confirms.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: asLocale((await params).locale), namespace: 'Booking.confirmPage' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function ConfirmBookingPage({ params }: Props) {
  const { locale: segment, token } = await params;
  const locale = asLocale(segment);
  setRequestLocale(locale);
  const id = confirmIdOf(token);
  const hold = id ? await readHold(id) : null;
  if (!hold) notFound();
  const t = await getTranslations('Booking.confirmPage');
  const state = hold.status === 'pending' ? 'pending' : hold.status === 'expired' || hold.status === 'cancelled' ? 'expired' : 'done';
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} />
      <div className="mx-auto max-w-7xl px-5 pb-20 sm:px-8">
        <BookingConfirm
          token={token}
          state={state}
          when={`${whenText(hold.start, locale, hold.timeZone)} (${hold.timeZone.replace(/_/g, ' ')})`}
          labels={labelsFor(CONFIRM_LABEL_KEYS, (key) => t.raw(key) as string)}
        />
      </div>
    </>
  );
}
