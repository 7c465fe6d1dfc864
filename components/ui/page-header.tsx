import type { ReactNode } from 'react';

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}

/** The opening block of an inner page: its one h1, with an optional eyebrow, lead and actions. */
export function PageHeader({ eyebrow, title, lead, children }: PageHeaderProps) {
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
