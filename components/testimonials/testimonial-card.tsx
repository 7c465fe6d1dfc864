import { getTranslations } from 'next-intl/server';
import type { Testimonial } from '@/lib/content/types';
import { Badge } from '@/components/ui/badge';
import { StarRating } from '@/components/ui/star-rating';
import { initials } from './initials';

interface TestimonialCardProps {
  testimonial: Testimonial;
  /** The Featured badge; off where the section itself is the featured selection (home page). */
  showFeatured?: boolean;
  /** The first card of an odd number, across the whole row: its quote set larger. */
  wide?: boolean;
}

export async function TestimonialCard({ testimonial, showFeatured = true, wide = false }: TestimonialCardProps) {
  const [t, tCard] = await Promise.all([getTranslations('Common'), getTranslations('TestimonialCard')]);
  return (
    <figure className="flex h-full flex-col gap-5 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-plum/5">
      <div className="flex items-center justify-between gap-4">
        <StarRating rating={testimonial.rating} label={t('ratingLabel', { rating: testimonial.rating })} />
        {showFeatured && testimonial.featured && <Badge>{t('featured')}</Badge>}
      </div>
      <blockquote className={`flex-1 font-serif leading-relaxed text-ink ${wide ? 'max-w-4xl text-xl sm:text-2xl' : 'text-lg'}`}>
        {/* Quotation marks differ by language: “…” in English, «…» in Norwegian. */}
        <p>{tCard('quote', { text: testimonial.testimonial })}</p>
      </blockquote>
      <figcaption className="flex items-center gap-4 border-t border-plum/10 pt-5 text-sm">
        {/* The client's initials in place of a face: the name beside them says who it is. */}
        <span
          aria-hidden="true"
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-blush font-serif text-lg text-plum"
        >
          {initials(testimonial.client_name)}
        </span>
        <span className="min-w-0">
          <span className="block font-semibold text-plum">{testimonial.client_name}</span>
          <span className="block text-muted">
            {testimonial.role}, {testimonial.company}
          </span>
          <span className="mt-1 block text-xs uppercase tracking-wider text-rose-deep">{testimonial.project_type}</span>
        </span>
      </figcaption>
    </figure>
  );
}
