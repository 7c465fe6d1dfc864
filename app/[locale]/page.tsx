import { PagePreviewBanner } from '@/components/layout/page-preview-banner';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ClosingCta } from '@/components/home/closing-cta';
import { FeaturedProjects } from '@/components/home/featured-projects';
import { FeaturedTestimonials } from '@/components/home/featured-testimonials';
import { LatestArticles } from '@/components/home/latest-articles';
import { HOME_TESTIMONIAL_COUNT } from '@/lib/testimonials/home';
import { Hero } from '@/components/home/hero';
import { ServicesTeaser } from '@/components/home/services-teaser';
import { JsonLdScript } from '@/components/seo/json-ld';
import { asLocale } from '@/i18n/locale';
import { getArticlesWrittenIn } from '@/lib/content/articles';
import { getFeaturedProjects } from '@/lib/content/projects';
import { getFeaturedTestimonials } from '@/lib/content/testimonials';
import { reviewsJsonLd } from '@/lib/seo/json-ld';
import { routeMetadata } from '@/lib/seo/metadata';

export { renderOnFirstVisit as generateStaticParams } from '@/lib/rendering';

type Props = PageProps<'/[locale]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return routeMetadata(asLocale((await params).locale), 'home');
}

export default async function HomePage({ params }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const [projects, testimonials, articles] = await Promise.all([
    getFeaturedProjects(locale),
    getFeaturedTestimonials(locale),
    getArticlesWrittenIn(locale),
  ]);
  return (
    <>
      <PagePreviewBanner path="/" />
      {/* The work first: the hero leads with the first featured project, the rest follows at once. */}
      <Hero work={projects[0]} />
      <FeaturedProjects projects={projects} />
      <ServicesTeaser />
      <FeaturedTestimonials testimonials={testimonials} />
      <JsonLdScript data={reviewsJsonLd(testimonials.slice(0, HOME_TESTIMONIAL_COUNT))} />
      <LatestArticles articles={articles} locale={locale} />
      <ClosingCta />
    </>
  );
}
