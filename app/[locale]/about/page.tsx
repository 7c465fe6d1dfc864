import { PagePreviewBanner } from '@/components/layout/page-preview-banner';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { AboutCta } from '@/components/about/about-cta';
import { AboutPhilosophy } from '@/components/about/about-philosophy';
import { AboutTeam } from '@/components/about/about-team';
import { AboutValues } from '@/components/about/about-values';
import { JourneyTimeline } from '@/components/about/journey-timeline';
import { PageHeader } from '@/components/ui/page-header';
import { asLocale } from '@/i18n/locale';
import { getPageContent } from '@/lib/content/pages';
import { routeMetadata } from '@/lib/seo/metadata';

export { renderOnFirstVisit as generateStaticParams } from '@/lib/rendering';

type Props = PageProps<'/[locale]/about'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return routeMetadata(asLocale((await params).locale), 'about');
}

export default async function AboutPage({ params }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const { header } = await getPageContent('about');
  return (
    <>
      <PagePreviewBanner path="/about" />
      <PageHeader eyebrow={header.eyebrow} title={header.title} lead={header.lead} />
      <AboutPhilosophy />
      <AboutValues />
      <JourneyTimeline />
      <AboutTeam />
      <AboutCta />
    </>
  );
}
