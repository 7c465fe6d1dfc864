import type { ReactNode } from 'react';
import { primaryButtonClass } from './field-styles';

interface EmptyStateProps {
  /** The heading's level, one below the section heading above it. */
  heading: 'h2' | 'h3';
  title: string;
  lead: string;
  /** The button under the lead, when there is something to do (add the first item, clear a filter); none where the admin cannot start it (orders come from buyers). */
  actionLabel?: string;
  onAction?: () => void;
  /** An SVG path (24×24, stroked) drawn above the title. */
  icon?: ReactNode;
}

/** What an admin section shows before its first item (or when a filter finds none): a word on it and what to do. */
export function EmptyState({ heading: Heading, title, lead, actionLabel, onAction, icon }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-3xl border-2 border-dashed border-plum/15 bg-white/60 px-6 py-16 text-center">
      {icon && (
        <span aria-hidden="true" className="mb-5 grid size-14 place-items-center rounded-full bg-blush text-rose-deep">
          <svg
            viewBox="0 0 24 24"
            className="size-7 fill-none stroke-current"
            strokeWidth="1.7"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            {icon}
          </svg>
        </span>
      )}
      <Heading className="text-2xl">{title}</Heading>
      <p className="mt-2 text-muted">{lead}</p>
      {actionLabel && onAction && (
        <button type="button" onClick={onAction} className={`${primaryButtonClass} mt-6`}>
          {actionLabel}
        </button>
      )}
    </div>
  );
}
