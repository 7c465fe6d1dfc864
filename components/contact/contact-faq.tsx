import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/ui/section-heading';

const QUESTIONS = ['duration', 'worldwide', 'brandingPackage', 'changes'] as const;

/** The four questions of SPEC section 2, each opening in place (no script needed). */
export async function ContactFaq() {
  const t = await getTranslations('ContactPage');
  const entries = QUESTIONS.map((key) => ({ key, question: t(`faq.${key}.question`), answer: t(`faq.${key}.answer`) }));
  return (
    <section aria-labelledby="contact-faq-title" className="bg-blush/40 py-20">
      <div className="mx-auto max-w-3xl px-5 sm:px-8">
        <SectionHeading id="contact-faq-title" title={t('faqTitle')} lead={t('faqLead')} />
        <ul className="space-y-4">
          {entries.map((entry) => (
            <li key={entry.key}>
              <details className="group rounded-3xl bg-white shadow-sm ring-1 ring-plum/5 transition-shadow open:shadow-md">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-3xl p-6 font-serif text-lg text-plum sm:text-xl [&::-webkit-details-marker]:hidden">
                  <span>{entry.question}</span>
                  <span aria-hidden="true" className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-blush text-xl text-rose-deep transition-transform group-open:rotate-45">
                    +
                  </span>
                </summary>
                <p className="px-6 pb-6 leading-relaxed text-muted">{entry.answer}</p>
              </details>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
