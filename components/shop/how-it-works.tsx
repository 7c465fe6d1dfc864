import { getTranslations } from 'next-intl/server';
import { CtaPanel } from '@/components/ui/cta-panel';
import { SectionHeading } from '@/components/ui/section-heading';

const STEPS = [
  { title: 'stepChooseTitle', text: 'stepChooseText' },
  { title: 'stepPayTitle', text: 'stepPayText' },
  { title: 'stepDownloadTitle', text: 'stepDownloadText' },
] as const;

/** The three purchase steps and the call to action for custom work. */
export async function HowItWorks() {
  const t = await getTranslations('ShopPage');
  return (
    <>
      <section className="bg-blush/40 py-20">
        <div className="mx-auto max-w-6xl px-5 sm:px-8">
          <SectionHeading title={t('howTitle')} lead={t('howLead')} />
          <ol className="grid gap-6 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-plum/5">
                <span aria-hidden="true" className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-plum font-serif text-2xl text-cream">
                  {index + 1}
                </span>
                <h3 className="mt-5 text-2xl">{t(step.title)}</h3>
                <p className="mt-3 leading-relaxed text-muted">{t(step.text)}</p>
              </li>
            ))}
          </ol>
        </div>
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
