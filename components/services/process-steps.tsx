import { SectionHeading } from '@/components/ui/section-heading';
import { getPageContent } from '@/lib/content/pages';

/** The steps of every project (docs/behaviour.md#services), in order. */
export async function ProcessSteps() {
  const { process } = await getPageContent('services');
  return (
    <section aria-labelledby="process-title" className="bg-blush/40 py-20 lg:py-28">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <SectionHeading id="process-title" title={process.title} lead={process.lead} />
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {process.steps.map((step, index) => (
            <li key={step.id} className="flex gap-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-plum/5 lg:flex-col">
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-plum font-serif text-lg text-cream"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-xl">{step.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
