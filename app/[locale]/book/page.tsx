import { PagePreviewBanner } from '@/components/layout/page-preview-banner';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { BookingSection } from '@/components/booking/booking-section';
import { PageHeader } from '@/components/ui/page-header';
import { asLocale } from '@/i18n/locale';
import { getPageContent } from '@/lib/content/pages';
import { routeMetadata } from '@/lib/seo/metadata';

export { renderOnFirstVisit as generateStaticParams } from '@/lib/rendering';

type Props = PageProps<'/[locale]/book'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return routeMetadata(asLocale((await params).locale), 'book');
}

// The same HTML for everyone (cached like the other pages): the free times, the visitor's zone and
// a `?reschedule=` token are read in the browser.
export default async function BookPage({ params }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const { header } = await getPageContent('book');
  return (
    <>
      <PagePreviewBanner path="/book" />
      <PageHeader eyebrow={header.eyebrow} title={header.title} lead={header.lead} />
      <BookingSection locale={locale} />
    </>
  );
}
