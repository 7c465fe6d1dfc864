import { getTranslations } from 'next-intl/server';
import type { Testimonial } from '@/lib/content/types';
import { Badge } from '@/components/ui/badge';
import { StarRating } from '@/components/ui/star-rating';

export async function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const [t, tCard] = await Promise.all([getTranslations('Common'), getTranslations('TestimonialCard')]);
  return (
    <figure className="flex h-full flex-col gap-5 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-plum/5">
      <div className="flex items-center justify-between gap-4">
        <StarRating rating={testimonial.rating} label={t('ratingLabel', { rating: testimonial.rating })} />
        {testimonial.featured && <Badge>{t('featured')}</Badge>}
      </div>
      <blockquote className="flex-1 font-serif text-lg leading-relaxed text-ink">
        {/* Quotation marks differ by language: “…” in English, «…» in Norwegian. */}
        <p>{tCard('quote', { text: testimonial.testimonial })}</p>
      </blockquote>
      <figcaption className="border-t border-plum/10 pt-5 text-sm">
        <span className="block font-semibold text-plum">{testimonial.client_name}</span>
        <span className="text-muted">
          {testimonial.role}, {testimonial.company}
        </span>
        <span className="mt-1 block text-xs uppercase tracking-wider text-rose-deep">{testimonial.project_type}</span>
      </figcaption>
    </figure>
  );
}
