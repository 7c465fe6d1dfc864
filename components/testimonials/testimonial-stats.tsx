import { getTranslations } from 'next-intl/server';

// The order of the testimonials page (SPEC section 2), which differs from the home page's strip.
const STATS = [
  { value: '50+', label: 'statClients' },
  { value: '100+', label: 'statProjects' },
  { value: '98%', label: 'statSatisfaction' },
  { value: '5+', label: 'statYears' },
] as const;

export async function TestimonialStats() {
  const t = await getTranslations('TestimonialsPage');
  return (
    <section aria-label={t('statsLabel')} className="mx-auto max-w-6xl px-5 sm:px-8">
      <dl className="grid grid-cols-2 gap-8 rounded-[2.5rem] bg-white px-6 py-12 text-center shadow-sm ring-1 ring-plum/5 lg:grid-cols-4">
        {STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-muted">{t(stat.label)}</dt>
            <dd className="font-serif text-4xl text-rose-deep">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
