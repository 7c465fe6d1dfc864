import { KeepCompounds } from './keep-compounds';

/**
 * The site's one heading scale (issue 34: one editorial language). Every public page sets its
 * sections' h2 with SECTION_TITLE, left-aligned; a section whose heading sits beside its content
 * (services teaser, philosophy) uses the class alone, the others use SectionHeading.
 */
export const SECTION_TITLE = 'text-3xl leading-tight sm:text-4xl lg:text-5xl';

/** The small uppercase line above a heading: tracked a little tighter on a phone, so a label of a
 * few words ("Designstudio for kvinner i næringslivet") stays on one line at 390 px. */
export const EYEBROW = 'text-xs font-semibold uppercase tracking-[0.14em] text-rose-deep sm:text-sm sm:tracking-[0.2em]';

interface SectionHeadingProps {
  title: string;
  lead?: string;
  id?: string;
  /** Every heading is set to the left now; the shop's callers still name it. */
  align?: 'start';
}

/** A section's heading row: the title to the left and the lead beside it on wide screens, over the section's one rule. */
export function SectionHeading({ title, lead, id }: SectionHeadingProps) {
  return (
    <div className="mb-10 grid gap-x-16 gap-y-3 border-t border-plum/15 pt-6 md:grid-cols-12 md:items-baseline lg:mb-12">
      <h2 id={id} className={`${SECTION_TITLE} md:col-span-7`}>
        <KeepCompounds text={title} />
      </h2>
      {lead && (
        <p className="max-w-md leading-relaxed text-muted md:col-span-5 md:justify-self-end">
          <KeepCompounds text={lead} />
        </p>
      )}
    </div>
  );
}
