import { FaqList } from '@/components/ui/faq-list';
import { SectionHeading } from '@/components/ui/section-heading';
import { getPageContent } from '@/lib/content/pages';

/** The questions of docs/behaviour.md#contact, each opening in place (no script needed). */
export async function ContactFaq() {
  const { faq } = await getPageContent('contact');
  const entries = faq.items.map((item) => ({ key: item.id, question: item.question, answer: item.answer }));
  return (
    <section aria-labelledby="contact-faq-title" className="bg-blush/40 py-20 lg:py-28">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <SectionHeading id="contact-faq-title" title={faq.title} lead={faq.lead} />
        <div className="max-w-3xl">
          <FaqList entries={entries} />
        </div>
      </div>
    </section>
  );
}
