import { getTranslations } from 'next-intl/server';
import { FaqList } from '@/components/ui/faq-list';
import { SectionHeading } from '@/components/ui/section-heading';

const QUESTIONS = ['duration', 'worldwide', 'brandingPackage', 'changes'] as const;

/** The four questions of docs/behaviour.md#contact, each opening in place (no script needed). */
export async function ContactFaq() {
  const t = await getTranslations('ContactPage');
  const entries = QUESTIONS.map((key) => ({ key, question: t(`faq.${key}.question`), answer: t(`faq.${key}.answer`) }));
  return (
    <section aria-labelledby="contact-faq-title" className="bg-blush/40 py-20">
      <div className="mx-auto max-w-3xl px-5 sm:px-8">
        <SectionHeading id="contact-faq-title" title={t('faqTitle')} lead={t('faqLead')} />
        <FaqList entries={entries} />
      </div>
    </section>
  );
}
