import { CtaPanel } from '@/components/ui/cta-panel';
import { SectionHeading } from '@/components/ui/section-heading';
import { getPageContent } from '@/lib/content/pages';

/** The purchase steps, as a numbered row rather than three more cards, and the call to action for custom work. */
export async function HowItWorks() {
  const { how, cta } = await getPageContent('shop');
  return (
    <>
      <section className="mx-auto max-w-7xl px-5 pb-4 pt-4 sm:px-8 sm:pt-8">
        <SectionHeading align="start" title={how.title} lead={how.lead} />
        <ol className="grid gap-6 md:grid-cols-3 md:gap-10">
          {how.steps.map((step, index) => (
            <li key={step.id} className="flex gap-4">
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-plum font-serif text-lg text-cream"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-xl leading-snug">{step.title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <CtaPanel
        spaced
        title={cta.title}
        text={cta.text}
        primary={{ href: '/services', label: cta.ctaServices }}
        secondary={{ href: '/contact', label: cta.ctaContact }}
      />
    </>
  );
}
