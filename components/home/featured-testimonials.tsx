import { getPageContent } from '@/lib/content/pages';
import type { Testimonial } from '@/lib/content/types';
import { TestimonialCard } from '@/components/testimonials/testimonial-card';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { HOME_TESTIMONIAL_COUNT } from '@/lib/testimonials/home';

export async function FeaturedTestimonials({ testimonials }: { testimonials: Testimonial[] }) {
  const shown = testimonials.slice(0, HOME_TESTIMONIAL_COUNT);
  if (shown.length === 0) return null;
  const { testimonials: texts } = await getPageContent('home');
  return (
    <section className="mx-auto max-w-7xl px-5 pb-24 sm:px-8 lg:pb-32">
      <SectionHeading title={texts.title} lead={texts.lead} />
      <div className="grid gap-8 md:grid-cols-2">
        {shown.map((testimonial) => (
          <TestimonialCard key={testimonial.id} testimonial={testimonial} showFeatured={false} />
        ))}
      </div>
      <div className="mt-12">
        <ButtonLink href="/testimonials" variant="secondary">
          {texts.viewAll}
        </ButtonLink>
      </div>
    </section>
  );
}
