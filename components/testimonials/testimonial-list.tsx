import { getTranslations } from 'next-intl/server';
import type { Testimonial } from '@/lib/content/types';
import { TestimonialCard } from './testimonial-card';

export async function TestimonialList({ testimonials }: { testimonials: Testimonial[] }) {
  const t = await getTranslations('TestimonialsPage');
  return (
    <section aria-label={t('listLabel')} className="mx-auto max-w-6xl px-5 pb-20 sm:px-8">
      {testimonials.length > 0 ? (
        <ul className="grid gap-8 md:grid-cols-2">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-3xl bg-white px-6 py-16 text-center text-muted shadow-sm ring-1 ring-plum/5">{t('empty')}</p>
      )}
    </section>
  );
}
