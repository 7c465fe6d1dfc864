import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { JsonLdScript } from '@/components/seo/json-ld';
import { TestimonialList } from '@/components/testimonials/testimonial-list';
import { TestimonialStats } from '@/components/testimonials/testimonial-stats';
import { TestimonialsCta } from '@/components/testimonials/testimonials-cta';
import { PageHeader } from '@/components/ui/page-header';
import { asLocale } from '@/i18n/locale';
import { getTestimonials } from '@/lib/content/testimonials';
import { reviewsJsonLd } from '@/lib/seo/json-ld';
import { routeMetadata } from '@/lib/seo/metadata';

export { renderOnFirstVisit as generateStaticParams } from '@/lib/rendering';

type Props = PageProps<'/[locale]/testimonials'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return routeMetadata(asLocale((await params).locale), 'testimonials', '/testimonials');
}

export default async function TestimonialsPage({ params }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const [testimonials, t] = await Promise.all([getTestimonials(locale), getTranslations('TestimonialsPage')]);
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <TestimonialList testimonials={testimonials} />
      <TestimonialStats />
      <TestimonialsCta />
      <JsonLdScript data={reviewsJsonLd(testimonials)} />
    </>
  );
}
