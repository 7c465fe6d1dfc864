import type { ReactNode } from 'react';

export interface FaqEntry {
  key: string;
  question: string;
  answer: ReactNode;
}

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
            <p className="px-6 pb-6 leading-relaxed text-muted">{entry.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
