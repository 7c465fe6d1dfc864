import Link from 'next/link';
import type { ReactNode } from 'react';

interface AdminPageHeaderProps {
  title: string;
  /** `h2` where the section sits under another page's h1 (the dashboard's projects). */
  level?: 'h1' | 'h2';
  /** For a section's `aria-labelledby`. */
  headingId?: string;
  /** The heading takes the focus back when what had it goes away (a closed message). */
  focusable?: boolean;
  lead?: ReactNode;
  /** A way up, for a page inside a section ("All pages"). */
  back?: { href: string; label: string };
  /** Tags under the title: what state the record is in. */
  status?: ReactNode;
  /** The page's buttons, at the right on a wide screen, under the title on a phone. */
  actions?: ReactNode;
  /** Anything that belongs to the header (a panel its buttons open). */
  children?: ReactNode;
}

/** The top of an admin page: its heading, what it is about and its state, and what can be done with it. */
export function AdminPageHeader({
  title,
  level: Heading = 'h1',
  headingId,
  focusable,
  lead,
  back,
  status,
  actions,
  children,
}: AdminPageHeaderProps) {
  const size = Heading === 'h1' ? 'text-3xl sm:text-4xl' : 'text-2xl sm:text-3xl';
  return (
    <header className="mb-6 space-y-4">
      {back && (
        <Link
          href={back.href}
          className="inline-flex min-h-6 items-center gap-1.5 text-sm font-semibold text-plum underline-offset-4 hover:text-rose-deep hover:underline"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-none stroke-current" strokeWidth="2" strokeLinecap="round">
            <path d="M12.5 4.5L7 10l5.5 5.5" />
          </svg>
          {back.label}
        </Link>
      )}
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-4">
        <div className="min-w-0">
          <Heading id={headingId} tabIndex={focusable ? -1 : undefined} className={`break-words outline-none ${size}`}>
            {title}
          </Heading>
          {lead && <div className="mt-1 text-muted">{lead}</div>}
          {status && <div className="mt-3 flex flex-wrap items-center gap-2">{status}</div>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2 sm:gap-3">{actions}</div>}
      </div>
      {children}
    </header>
  );
}

const TAG_LOOKS = {
  neutral: 'bg-white text-plum ring-plum/15',
  attention: 'bg-amber-50 text-amber-800 ring-amber-700/25',
  done: 'bg-emerald-50 text-emerald-800 ring-emerald-700/20',
} as const;

/** A state beside a title ("Unpublished changes"). */
export function StatusTag({ tone = 'neutral', children }: { tone?: keyof typeof TAG_LOOKS; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ${TAG_LOOKS[tone]}`}>{children}</span>
  );
}
