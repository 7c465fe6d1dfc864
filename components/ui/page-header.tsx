import type { ReactNode } from 'react';
import { EYEBROW } from './section-heading';
import { KeepCompounds } from './keep-compounds';

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
  /** Every page's header is set to the left now (issue 34); the shop's callers still name it. */
  layout?: 'split';
}

/**
 * The opening block of an inner page: its one h1, set large and to the left with the lead beside
 * it on wide screens, and optional actions below. The same on every page.
 */
export function PageHeader({ eyebrow, title, lead, children }: PageHeaderProps) {
  return (
    <header className="mx-auto grid max-w-7xl gap-x-16 gap-y-6 px-5 pb-12 pt-12 sm:px-8 sm:pt-20 lg:grid-cols-12 lg:items-end lg:pb-16">
      <div className="lg:col-span-7">
        {eyebrow && (
          <p className={EYEBROW}>
            <KeepCompounds text={eyebrow} />
          </p>
        )}
        <h1 className="mt-4 text-5xl leading-[1.05] tracking-tight sm:text-6xl lg:text-7xl">
          <KeepCompounds text={title} />
        </h1>
      </div>
      {lead && (
        <p className="max-w-xl text-lg leading-relaxed text-muted lg:col-span-5 lg:pb-3">
          <KeepCompounds text={lead} />
        </p>
      )}
      {children && <div className="flex flex-col gap-4 sm:flex-row lg:col-span-12">{children}</div>}
    </header>
  );
}
