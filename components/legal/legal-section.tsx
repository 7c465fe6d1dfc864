import { sanitizeRichText } from '@/lib/rich-text/sanitize';

export interface LegalSectionContent {
  id: string;
  number: number;
  title: string;
  /** HTML, sanitized when saved. */
  body: string;
}

// The body is the studio's HTML: paragraphs, bulleted lists, links and bold text styled as the
// sections were when their texts were messages.
const BODY = [
  'mt-5 space-y-4 leading-relaxed text-ink/90',
  '[&_ul]:list-disc [&_ul]:space-y-2.5 [&_ul]:pl-5 [&_ul]:marker:text-rose-deep [&_ol]:list-decimal [&_ol]:space-y-2.5 [&_ol]:pl-5 [&_li]:pl-1',
  '[&_a]:font-medium [&_a]:text-rose-deep [&_a]:underline [&_a]:decoration-rose-deep/40 [&_a]:underline-offset-4 [&_a:hover]:decoration-rose-deep',
  '[&_strong]:font-semibold [&_strong]:text-plum [&_b]:font-semibold [&_b]:text-plum',
].join(' ');

/** One numbered section: its h2, then its body (sanitized again here; its headings sit below the h2). */
export function LegalSection({ id, number, title, body }: LegalSectionContent) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="border-t border-plum/15 pt-10 first:border-t-0 first:pt-0">
      <h2 id={`${id}-title`} className="text-2xl leading-snug sm:text-3xl">
        <span className="text-rose-deep">{number}.</span> {title}
      </h2>
      <div className={BODY} dangerouslySetInnerHTML={{ __html: sanitizeRichText(body, { headingOffset: 1 }) }} />
    </section>
  );
}
