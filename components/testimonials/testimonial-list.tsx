import { getTranslations } from 'next-intl/server';
import type { Testimonial } from '@/lib/content/types';
import { TestimonialCard } from './testimonial-card';

/** Two to a row, and with an odd number the first spans the row: no card is ever left alone in the last row. */
function isWide(index: number, count: number): boolean {
  return index === 0 && count % 2 === 1;
}

export async function TestimonialList({ testimonials }: { testimonials: Testimonial[] }) {
  const t = await getTranslations('TestimonialsPage');
  return (
    <section aria-label={t('listLabel')} className="mx-auto max-w-7xl px-5 pb-20 sm:px-8">
      {testimonials.length > 0 ? (
        <ul className="grid gap-8 md:grid-cols-2">
          {testimonials.map((testimonial, index) => {
            const wide = isWide(index, testimonials.length);
            return (
              <li key={testimonial.id} className={wide ? 'md:col-span-2' : undefined}>
                <TestimonialCard testimonial={testimonial} wide={wide} />
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="rounded-3xl bg-white px-6 py-16 text-center text-muted shadow-sm ring-1 ring-plum/5">{t('empty')}</p>
      )}
    </section>
  );
}
