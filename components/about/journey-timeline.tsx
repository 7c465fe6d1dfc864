import { SectionHeading } from '@/components/ui/section-heading';
import { getPageContent } from '@/lib/content/pages';

export async function JourneyTimeline() {
  const { journey } = await getPageContent('about');
  return (
    <section aria-labelledby="journey-title" className="mx-auto max-w-7xl px-5 py-20 sm:px-8 lg:py-28">
      <SectionHeading id="journey-title" title={journey.title} lead={journey.lead} />
      <ol className="relative max-w-3xl space-y-10 border-l-2 border-petal/60 pl-8 sm:pl-10">
        {journey.items.map((milestone) => {
          const year = milestone.year.trim();
          return (
            <li key={milestone.id} className="relative">
              <span
                aria-hidden="true"
                className="absolute -left-[43px] top-2 size-5 rounded-full border-4 border-cream bg-rose-deep sm:-left-[51px]"
              />
              <h3 className="flex flex-col">
                {/* A milestone without a year: its title stands alone. */}
                {year && (
                  <>
                    <time dateTime={/^\d{4}$/.test(year) ? year : undefined} className="text-3xl text-rose-deep">
                      {year}
                    </time>{' '}
                  </>
                )}
                <span className="mt-1 text-xl">{milestone.title}</span>
              </h3>
              <p className="mt-2 leading-relaxed text-muted">{milestone.text}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
