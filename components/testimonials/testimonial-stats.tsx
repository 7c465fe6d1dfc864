import { getTranslations } from 'next-intl/server';
import { StatList } from '@/components/ui/stat-list';
import { STUDIO_STATS, type StudioStat } from '@/lib/site';

// The order of the testimonials page (docs/behaviour.md#testimonials), which differs from the home page's strip.
const ORDER: { stat: StudioStat; label: string }[] = [
  { stat: 'clients', label: 'statClients' },
  { stat: 'projects', label: 'statProjects' },
  { stat: 'satisfaction', label: 'statSatisfaction' },
  { stat: 'years', label: 'statYears' },
];

export async function TestimonialStats() {
  const t = await getTranslations('TestimonialsPage');
  return (
    <section aria-label={t('statsLabel')} className="mx-auto max-w-7xl px-5 sm:px-8">
      <StatList
        tone="light"
        className="rounded-[2.5rem] bg-white px-6 py-12 shadow-sm ring-1 ring-plum/5"
        stats={ORDER.map(({ stat, label }) => ({ value: STUDIO_STATS[stat], label: t(label) }))}
      />
    </section>
  );
}
