interface SectionHeadingProps {
  title: string;
  lead?: string;
  id?: string;
  /** 'start': an editorial row over a rule, the title to the left and the lead to the right (home page). */
  align?: 'center' | 'start';
}

export function SectionHeading({ title, lead, id, align = 'center' }: SectionHeadingProps) {
  if (align === 'start') {
    return (
      <div className="mb-8 grid gap-x-16 gap-y-3 border-t border-plum/15 pt-6 md:grid-cols-12 md:items-baseline lg:mb-10">
        <h2 id={id} className="text-3xl leading-tight sm:text-4xl md:col-span-7 lg:text-5xl">
          {title}
        </h2>
        {lead && <p className="max-w-md leading-relaxed text-muted md:col-span-5 md:justify-self-end">{lead}</p>}
      </div>
    );
  }
  return (
    <div className="mx-auto mb-12 max-w-2xl text-center">
      <h2 id={id} className="text-3xl sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg leading-relaxed text-muted">{lead}</p>}
    </div>
  );
}
