import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BookingManage } from '@/components/booking/booking-manage';
import { PageHeader } from '@/components/ui/page-header';
import { labelsFor } from '@/i18n/labels';
import { LOCALE_TAGS } from '@/i18n/locales';
import { asLocale } from '@/i18n/locale';
import { MANAGE_LABEL_KEYS } from '@/components/booking/labels';

type Props = PageProps<'/[locale]/book/manage/[token]'>;

// One visitor's booking, reached from the signed link in their mail: rendered per request, so Next
// sends it as private and uncacheable (never kept by the page cache, nginx or a CDN), and never
// indexed, as the download links are.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: asLocale((await params).locale), namespace: 'Booking.manage' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function ManageBookingPage({ params }: Props) {
  const { locale: segment, token } = await params;
  const locale = asLocale(segment);
  setRequestLocale(locale);
  const [t, tBooking] = await Promise.all([getTranslations('Booking.manage'), getTranslations('Booking')]);
  const labels = {
    ...labelsFor(MANAGE_LABEL_KEYS, (key) => t.raw(key) as string),
    retry: tBooking('retry'),
  };
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} />
      <div className="mx-auto max-w-7xl px-5 pb-20 sm:px-8">
        <BookingManage token={token} intlLocale={LOCALE_TAGS[locale].intl} labels={labels} />
      </div>
    </>
  );
}
