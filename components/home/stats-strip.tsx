import { getTranslations } from 'next-intl/server';
import { StatList } from '@/components/ui/stat-list';
import { STUDIO_STATS, type StudioStat } from '@/lib/site';

const ORDER: { stat: StudioStat; label: string }[] = [
  { stat: 'clients', label: 'statClients' },
  { stat: 'projects', label: 'statProjects' },
  { stat: 'years', label: 'statYears' },
  { stat: 'satisfaction', label: 'statSatisfaction' },
];

export async function StatsStrip() {
  const t = await getTranslations('HomePage');
  return (
    <section aria-label={t('statsLabel')} className="bg-plum text-cream">
      <StatList
        tone="dark"
        className="mx-auto max-w-6xl px-5 py-12 sm:px-8"
        stats={ORDER.map(({ stat, label }) => ({ value: STUDIO_STATS[stat], label: t(label) }))}
      />
    </section>
  );
}
