import { getTranslations } from 'next-intl/server';
import { CtaPanel } from '@/components/ui/cta-panel';
import { SectionHeading } from '@/components/ui/section-heading';

const STEPS = [
  { title: 'stepChooseTitle', text: 'stepChooseText' },
  { title: 'stepPayTitle', text: 'stepPayText' },
  { title: 'stepDownloadTitle', text: 'stepDownloadText' },
] as const;

/** The three purchase steps, as a numbered row rather than three more cards, and the call to action for custom work. */
export async function HowItWorks() {
  const t = await getTranslations('ShopPage');
  return (
    <>
      <section className="mx-auto max-w-7xl px-5 pb-4 pt-4 sm:px-8 sm:pt-8">
        <SectionHeading align="start" title={t('howTitle')} lead={t('howLead')} />
        <ol className="grid gap-6 md:grid-cols-3 md:gap-10">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-plum font-serif text-lg text-cream"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-xl leading-snug">{t(step.title)}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-muted">{t(step.text)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <CtaPanel
        spaced
        title={t('ctaTitle')}
        text={t('ctaText')}
        primary={{ href: '/services', label: t('ctaServices') }}
        secondary={{ href: '/contact', label: t('ctaContact') }}
      />
    </>
  );
}
