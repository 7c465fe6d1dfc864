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

// The same HTML for everyone, cached for a minute: its first two weeks of free times are laid out
// in the studio's zone, and the browser then shows the visitor's zone and asks for all eight weeks
// (a time taken since is refused with the next ones). A `?reschedule=` token is read in the browser.
export const revalidate = 60;

export default async function BookPage({ params }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const { header, call } = await getPageContent('book');
  return (
    <>
      <PagePreviewBanner path="/book" />
      <PageHeader eyebrow={header.eyebrow} title={header.title} lead={header.lead} />
      <BookingSection locale={locale} call={call} />
    </>
  );
}
