/** A question with a plain-text answer, or an answer that is HTML the caller has sanitized. */
export type FaqEntry = { key: string; question: string } & ({ answer: string } | { answerHtml: string });

const ANSWER = 'px-6 pb-6 leading-relaxed text-muted';
// Formatted answers: paragraphs apart, and links styled as the site's text links.
const FORMATTED =
  'space-y-3 [&_a]:font-semibold [&_a]:text-rose-deep [&_a]:underline-offset-4 [&_a:hover]:text-plum [&_a:hover]:underline [&_strong]:font-semibold [&_strong]:text-plum';

/** Questions that each open in place (no script needed), on the site's white cards. */
export function FaqList({ entries }: { entries: FaqEntry[] }) {
  return (
    <ul className="space-y-4">
      {entries.map((entry) => (
        <li key={entry.key}>
          <details className="group rounded-3xl bg-white shadow-sm ring-1 ring-plum/5 transition-shadow open:shadow-md">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-3xl p-6 font-serif text-lg text-plum sm:text-xl [&::-webkit-details-marker]:hidden">
              <span>{entry.question}</span>
              <span
                aria-hidden="true"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-blush text-xl text-rose-deep transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            {'answerHtml' in entry ? (
              <div className={`${ANSWER} ${FORMATTED}`} dangerouslySetInnerHTML={{ __html: entry.answerHtml }} />
            ) : (
              <p className={ANSWER}>{entry.answer}</p>
            )}
          </details>
        </li>
      ))}
    </ul>
  );
}
