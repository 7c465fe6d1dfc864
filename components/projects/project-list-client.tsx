'use client';

import { useState, type ReactNode } from 'react';
import { matchesFilter, type ProjectFilter } from './project-filter';
import { GRID_SLOT_CLASS, gridSlot, PROJECT_GRID } from './project-grid';

interface ProjectListClientProps {
  /** Each filter with its label and the sentence announced when it is chosen. */
  filters: { value: ProjectFilter; label: string; result: string }[];
  items: { id: string; category: string; card: ReactNode }[];
  filterLabel: string;
  empty: string;
}

export function ProjectListClient({ filters, items, filterLabel, empty }: ProjectListClientProps) {
  const [active, setActive] = useState<ProjectFilter>('all');
  // Empty until the visitor filters, so nothing is announced on page load.
  const [announcement, setAnnouncement] = useState('');
  const visible = items.filter((item) => matchesFilter(item.category, active));

  function choose(filter: ProjectFilter, result: string) {
    setActive(filter);
    setAnnouncement(result);
  }

  return (
    <>
      {/* On a phone the chips scroll sideways in one row, reaching the screen's edge and fading out
          there, so a cut chip reads as "more this way"; from sm up they wrap and all show. */}
      <div
        role="group"
        aria-label={filterLabel}
        className="-mx-5 mb-12 flex gap-2 overflow-x-auto px-5 py-1 [mask-image:linear-gradient(to_right,black_calc(100%-3rem),transparent)] [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:gap-3 sm:overflow-visible sm:px-0 sm:[mask-image:none] md:mb-16"
      >
        {filters.map((filter) => (
          <button
            key={filter.value}
            type="button"
            aria-pressed={active === filter.value}
            onClick={() => choose(filter.value, filter.result)}
            className="min-h-11 shrink-0 whitespace-nowrap rounded-full border border-plum/15 bg-white px-5 py-2.5 text-sm font-semibold text-plum transition-colors hover:border-rose-deep hover:text-rose-deep aria-pressed:border-rose-deep aria-pressed:bg-rose-deep aria-pressed:text-white aria-pressed:hover:text-white"
          >
            {filter.label}
          </button>
        ))}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {visible.length > 0 ? (
        <ul className={PROJECT_GRID}>
          {items.map((item) => {
            // Hidden cards stay in the page (rendered once, on the server); the rhythm counts the shown ones.
            const shownIndex = visible.indexOf(item);
            return (
              <li
                key={item.id}
                hidden={shownIndex < 0}
                className={shownIndex < 0 ? undefined : GRID_SLOT_CLASS[gridSlot(shownIndex, visible.length)]}
              >
                {item.card}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="rounded-3xl bg-white px-6 py-16 text-center text-muted shadow-sm ring-1 ring-plum/5">{empty}</p>
      )}
    </>
  );
}
