import type { LegalSectionContent } from './legal-section';

interface LegalTocProps {
  label: string;
  sections: Pick<LegalSectionContent, 'id' | 'number' | 'title'>[];
}

/** The document's table of contents: one link per numbered section. */
export function LegalToc({ label, sections }: LegalTocProps) {
  return (
    <nav aria-labelledby="legal-toc-label" className="border-y border-plum/15 py-6 lg:sticky lg:top-28 lg:border-0 lg:py-0">
      <p id="legal-toc-label" className="text-sm font-semibold uppercase tracking-[0.2em] text-rose-deep">
        {label}
      </p>
      <ol className="mt-4 space-y-1 text-sm">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="flex gap-2 rounded-lg px-2 py-1.5 text-muted transition-colors hover:bg-blush/60 hover:text-plum"
            >
              <span className="w-5 shrink-0 tabular-nums text-rose-deep">{section.number}.</span> <span>{section.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
