import type { ReactNode } from 'react';
import type { TagLook } from '@/lib/forms/record';

// The dense lists of the described sections (components/admin/collection/): one row per record (thumbnail, title with
// its state, a line of details, the figure that matters and the row's menu), columns named once
// above the rows on a wide screen; on a phone the same row, compact.

/**
 * The row's grid: thumbnail, title, the wide screen's extra column, the figure, the menu. Written
 * out whole so the stylesheet finds it; the header and the rows share it.
 */
const ROW_GRID =
  'grid grid-cols-[3rem_minmax(0,1fr)_auto_2.25rem] items-center gap-x-3 md:grid-cols-[3.5rem_minmax(0,1fr)_minmax(0,11rem)_7.5rem_2.25rem] md:gap-x-4';
/** A list in the studio's own order: its place and Move up/down lead each row instead of a picture. */
const ORDERED_GRID =
  'grid grid-cols-[5.25rem_minmax(0,1fr)_auto_2.25rem] items-center gap-x-3 md:grid-cols-[5.25rem_minmax(0,1fr)_minmax(0,16rem)_7.5rem_2.25rem] md:gap-x-4';

interface RecordListProps {
  columns: { title: string; extra: string; figure: string };
  /** An ordered list (its rows lead with their place), named for screen readers and described by a note on the order. */
  ordered?: { label: string; describedBy: string };
  children: ReactNode;
}

export function RecordList({ columns, ordered, children }: RecordListProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <div className="rounded-2xl bg-white shadow-sm ring-1 ring-plum/10">
      {/* The columns' names, for the eye: each row's cells say what they are to a screen reader. */}
      <div
        aria-hidden="true"
        className={`${ordered ? ORDERED_GRID : ROW_GRID} hidden border-b border-plum/10 px-4 py-2.5 text-xs font-semibold text-muted md:grid`}
      >
        <span className="col-span-2">{columns.title}</span>
        <span>{columns.extra}</span>
        <span className="text-right">{columns.figure}</span>
      </div>
      <List aria-label={ordered?.label} aria-describedby={ordered?.describedBy} className="divide-y divide-plum/5">
        {children}
      </List>
    </div>
  );
}

interface RecordRowProps {
  image: string | null;
  /** In an ordered list, what leads the row instead of the picture: its place and Move up/down. */
  lead?: ReactNode;
  /** The record's own text: marked with its language where it is not the admin's (for screen readers, and the check for English). */
  title: ReactNode;
  /** Tags beside the title: the record's state (Draft, Featured, Inactive). */
  tags?: ReactNode;
  /** The line under the title: category, client or file. */
  details: ReactNode;
  /** The wide screen's extra column (client, sales). */
  extra?: ReactNode;
  /** The figure at the right: a price or a date, in tabular figures. */
  figure: ReactNode;
  menu: ReactNode;
  testId?: string;
  dimmed?: boolean;
}

export function RecordRow({ image, lead, title, tags, details, extra, figure, menu, testId, dimmed }: RecordRowProps) {
  return (
    <li>
      <article
        data-testid={testId}
        className={`${lead ? ORDERED_GRID : ROW_GRID} px-4 py-2.5 transition-colors hover:bg-cream/60 ${dimmed ? 'text-muted' : ''}`}
      >
        {lead ?? (
          <span className="block size-12 overflow-hidden rounded-lg bg-blush md:size-14">
            {image && (
              // Our own uploads, served at their final size: the optimizer adds nothing here.
              // eslint-disable-next-line @next/next/no-img-element
              <img
                src={image}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className={`size-full object-cover ${dimmed ? 'opacity-60' : ''}`}
              />
            )}
          </span>
        )}
        <div className="min-w-0">
          <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5 md:flex-nowrap">
            {/* Under the section's h1: the rows are the page's next level (axe's heading order). */}
            <h2 className="line-clamp-2 break-words font-sans text-sm font-semibold leading-snug text-plum md:truncate md:text-base">
              {title}
            </h2>
            {tags}
          </div>
          <p className="truncate text-xs text-muted md:text-sm">{details}</p>
        </div>
        <div className="hidden min-w-0 truncate text-sm text-ink md:block">{extra}</div>
        <div className="whitespace-nowrap text-right text-xs tabular-nums lining-nums text-ink md:text-sm">{figure}</div>
        {menu}
      </article>
    </li>
  );
}

const TAG_LOOKS = {
  draft: 'bg-amber-50 text-amber-800 ring-amber-700/25',
  scheduled: 'bg-plum/10 text-plum ring-plum/25',
  featured: 'bg-blush text-rose-deep ring-rose-deep/20',
  inactive: 'bg-plum/5 text-muted ring-plum/15',
  untranslated: 'bg-cream text-ink ring-plum/15',
} as const;

/** A record's state beside its title. */
export function RecordTag({ look, children }: { look: TagLook | 'untranslated'; children: ReactNode }) {
  return <span className={`shrink-0 rounded-full px-2 py-0.5 text-[0.7rem] font-semibold ring-1 ${TAG_LOOKS[look]}`}>{children}</span>;
}
