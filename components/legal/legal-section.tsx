import type { LegalSectionContent } from './legal-content';

/** One numbered section: its h2, then paragraphs and bulleted lists in message order. */
export function LegalSection({ id, number, title, blocks }: LegalSectionContent) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="border-t border-plum/10 pt-10 first:border-t-0 first:pt-0">
      <h2 id={`${id}-title`} className="text-2xl leading-snug sm:text-3xl">
        <span className="text-rose-deep">{number}.</span> {title}
      </h2>
      <div className="mt-5 space-y-4 leading-relaxed text-ink/90">
        {blocks.map((block, index) =>
          block.kind === 'list' ? (
            <ul key={index} className="list-disc space-y-2.5 pl-5 marker:text-rose-deep">
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex} className="pl-1">
                  {item}
                </li>
              ))}
            </ul>
          ) : (
            <p key={index}>{block.text}</p>
          ),
        )}
      </div>
    </section>
  );
}
