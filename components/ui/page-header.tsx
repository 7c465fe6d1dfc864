import type { ReactNode } from 'react';

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
  /** 'split': set to the left, the lead beside a large title on wide screens (editorial pages such as the portfolio). */
  layout?: 'centred' | 'split';
}

/** The opening block of an inner page: its one h1, with an optional eyebrow, lead and actions. */
export function PageHeader({ eyebrow, title, lead, children, layout = 'centred' }: PageHeaderProps) {
  if (layout === 'split') {
    return (
      <header className="mx-auto grid max-w-7xl gap-x-16 gap-y-6 px-5 pb-12 pt-12 sm:px-8 sm:pt-20 lg:grid-cols-12 lg:items-end lg:pb-16">
        <div className="lg:col-span-7">
          {eyebrow && <p className="text-xs font-semibold uppercase tracking-[0.2em] text-rose-deep sm:text-sm">{eyebrow}</p>}
          <h1 className="mt-4 text-5xl leading-[1.05] tracking-tight sm:text-6xl lg:text-8xl">{title}</h1>
        </div>
        {lead && <p className="max-w-xl text-lg leading-relaxed text-muted lg:col-span-5 lg:pb-3">{lead}</p>}
        {children && <div className="flex flex-col gap-4 sm:flex-row lg:col-span-12">{children}</div>}
      </header>
    );
  }
  return (
    <header className="bg-[radial-gradient(36rem_22rem_at_85%_0%,var(--color-blush),transparent_70%)]">
      <div className="mx-auto max-w-4xl px-5 pb-14 pt-14 text-center sm:px-8 sm:pt-20">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-[0.2em] text-rose-deep">{eyebrow}</p>}
        <h1 className="mt-4 text-4xl leading-tight sm:text-5xl lg:text-6xl">{title}</h1>
        {lead && <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-muted">{lead}</p>}
        {children && <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">{children}</div>}
      </div>
    </header>
  );
}
