import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { PagePreviewBanner } from '@/components/layout/page-preview-banner';
import { JsonLdScript } from '@/components/seo/json-ld';
import { TestimonialList } from '@/components/testimonials/testimonial-list';
import { TestimonialStats } from '@/components/testimonials/testimonial-stats';
import { CtaPanel } from '@/components/ui/cta-panel';
import { PageHeader } from '@/components/ui/page-header';
import { asLocale } from '@/i18n/locale';
import { getPageContent } from '@/lib/content/pages';
import { getTestimonials } from '@/lib/content/testimonials';
import { reviewsJsonLd } from '@/lib/seo/json-ld';
import { routeMetadata } from '@/lib/seo/metadata';

export { renderOnFirstVisit as generateStaticParams } from '@/lib/rendering';

type Props = PageProps<'/[locale]/testimonials'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return routeMetadata(asLocale((await params).locale), 'testimonials');
}

export default async function TestimonialsPage({ params }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const [testimonials, { header, cta }] = await Promise.all([getTestimonials(locale), getPageContent('testimonials')]);
  return (
    <>
      <PagePreviewBanner path="/testimonials" />
      <PageHeader eyebrow={header.eyebrow} title={header.title} lead={header.lead} />
      <TestimonialList testimonials={testimonials} />
      <TestimonialStats />
      <CtaPanel
        spaced
        title={cta.title}
        text={cta.text}
        primary={{ href: '/contact', label: cta.ctaContact }}
        secondary={{ href: '/services', label: cta.ctaServices }}
      />
      <JsonLdScript data={reviewsJsonLd(testimonials)} />
    </>
  );
}
