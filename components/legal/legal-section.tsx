import { sanitizeRichText } from '@/lib/rich-text/sanitize';

export interface LegalSectionContent {
  id: string;
  number: number;
  title: string;
  /** HTML, sanitized when saved. */
  body: string;
}

// The body is the studio's HTML: paragraphs, bulleted lists, links and bold text styled as the
// sections were when their texts were messages (`prose-legal`, app/globals.css).

/** One numbered section: its h2, then its body (sanitized again here; its headings sit below the h2). */
export function LegalSection({ id, number, title, body }: LegalSectionContent) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="border-t border-plum/15 pt-10 first:border-t-0 first:pt-0">
      <h2 id={`${id}-title`} className="text-2xl leading-snug sm:text-3xl">
        <span className="text-rose-deep">{number}.</span> {title}
      </h2>
      <div className="prose-legal mt-5" dangerouslySetInnerHTML={{ __html: sanitizeRichText(body, { headingOffset: 1 }) }} />
    </section>
  );
}
