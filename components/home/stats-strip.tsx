import { getTranslations } from 'next-intl/server';

const STATS = [
  { value: '50+', label: 'statClients' },
  { value: '100+', label: 'statProjects' },
  { value: '5+', label: 'statYears' },
  { value: '98%', label: 'statSatisfaction' },
] as const;

export async function StatsStrip() {
  const t = await getTranslations('HomePage');
  return (
    <section aria-label={t('statsLabel')} className="bg-plum text-cream">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-5 py-12 text-center sm:px-8 lg:grid-cols-4">
        {STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-cream/80">{t(stat.label)}</dt>
            <dd className="font-serif text-4xl text-petal">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
