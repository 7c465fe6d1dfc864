/** A question with a plain-text answer, or an answer that is HTML the caller has sanitized. */
export type FaqEntry = { key: string; question: string } & ({ answer: string } | { answerHtml: string });

/**
 * Questions that each open in place (no script needed), on the site's white cards. Their looks are
 * the `faq-*` utilities in app/globals.css: written per question, the class lists were 1.2 kB of
 * each question's markup in the page (HTML and RSC payload).
 */
export function FaqList({ entries }: { entries: FaqEntry[] }) {
  return (
    <ul className="space-y-4">
      {entries.map((entry) => (
        <li key={entry.key}>
          <details className="faq-item">
            <summary className="faq-question">
              <span>{entry.question}</span>
              <span aria-hidden="true" className="faq-toggle">
                +
              </span>
            </summary>
            {'answerHtml' in entry ? (
              <div className="faq-answer faq-answer-formatted" dangerouslySetInnerHTML={{ __html: entry.answerHtml }} />
            ) : (
              <p className="faq-answer">{entry.answer}</p>
            )}
          </details>
        </li>
      ))}
    </ul>
  );
}
