import { setRequestLocale } from 'next-intl/server';
import { ClosingCta } from '@/components/home/closing-cta';
import { FeaturedProjects } from '@/components/home/featured-projects';
import { FeaturedTestimonials } from '@/components/home/featured-testimonials';
import { Hero } from '@/components/home/hero';
import { ServicesTeaser } from '@/components/home/services-teaser';
import { StatsStrip } from '@/components/home/stats-strip';
import { asLocale } from '@/i18n/locale';
import { getFeaturedProjects } from '@/lib/content/projects';
import { getFeaturedTestimonials } from '@/lib/content/testimonials';

export { renderOnFirstVisit as generateStaticParams } from '@/lib/rendering';

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const [projects, testimonials] = await Promise.all([getFeaturedProjects(locale), getFeaturedTestimonials(locale)]);
  return (
    <>
      <Hero />
      <StatsStrip />
      <ServicesTeaser />
      <FeaturedProjects projects={projects} />
      <FeaturedTestimonials testimonials={testimonials} />
      <ClosingCta />
    </>
  );
}
