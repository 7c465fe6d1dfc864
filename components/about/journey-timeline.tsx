import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/ui/section-heading';

/** The studio's milestones (docs/behaviour.md#about), oldest first. */
const MILESTONES = [
  { year: 2021, key: 'founded' },
  { year: 2022, key: 'clients' },
  { year: 2023, key: 'award' },
  { year: 2024, key: 'products' },
] as const;

export async function JourneyTimeline() {
  const t = await getTranslations('AboutPage');
  return (
    <section aria-labelledby="journey-title" className="mx-auto max-w-3xl px-5 py-20 sm:px-8">
      <SectionHeading id="journey-title" title={t('journeyTitle')} lead={t('journeyLead')} />
      <ol className="relative space-y-10 border-l-2 border-petal/60 pl-8 sm:pl-10">
        {MILESTONES.map((milestone) => (
          <li key={milestone.year} className="relative">
            <span
              aria-hidden="true"
              className="absolute -left-[43px] top-2 size-5 rounded-full border-4 border-cream bg-rose-deep sm:-left-[51px]"
            />
            <h3 className="flex flex-col">
              <time dateTime={String(milestone.year)} className="text-3xl text-rose-deep">
                {milestone.year}
              </time>{' '}
              <span className="mt-1 text-xl">{t(`timeline.${milestone.key}.title`)}</span>
            </h3>
            <p className="mt-2 leading-relaxed text-muted">{t(`timeline.${milestone.key}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
