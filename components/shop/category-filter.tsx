'use client';

import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useScrollEdges } from '@/components/ui/use-scroll-edges';

export interface FilterOption {
  value: string;
  label: string;
  count?: number;
}

interface CategoryFilterProps {
  label: string;
  options: FilterOption[];
  /** The rendered products for each option's value; the first option is selected at first. */
  views: Record<string, ReactNode>;
}

/** Width of the fade at an edge the row can still scroll towards. */
const FADE = '3rem';

/**
 * Category toggle buttons above the product view of the chosen category. On a phone they form one
 * row that scrolls sideways (edge to edge), instead of four wrapped rows above the products; an
 * edge with more chips beyond it fades out, so a chip cut by the screen reads as "there is more".
 */
export function CategoryFilter({ label, options, views }: CategoryFilterProps) {
  const [selected, setSelected] = useState(options[0]?.value ?? '');
  const row = useRef<HTMLDivElement>(null);
  // Before the script runs the row starts at its left edge: only the right one can hide chips.
  const edges = useScrollEdges(row, options.length, { before: false, after: true });
  const fades = { '--fade-left': edges.before ? FADE : '0px', '--fade-right': edges.after ? FADE : '0px' } as CSSProperties;

  return (
    <>
      <div
        ref={row}
        role="group"
        aria-label={label}
        style={fades}
        className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-1 [scrollbar-width:none] max-sm:[mask-image:linear-gradient(to_right,transparent,black_var(--fade-left),black_calc(100%-var(--fade-right)),transparent)] sm:mx-0 sm:flex-wrap sm:gap-3 sm:overflow-visible sm:px-0"
      >
        {options.map((option) => {
          const pressed = option.value === selected;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={pressed}
              onClick={() => setSelected(option.value)}
              className={`min-h-11 shrink-0 whitespace-nowrap rounded-full px-5 py-2.5 text-sm font-semibold transition-colors ${
                pressed
                  ? 'bg-plum text-cream shadow-sm'
                  : 'bg-white text-plum ring-1 ring-plum/15 hover:text-rose-deep hover:ring-rose-deep'
              }`}
            >
              {option.label}
              {option.count !== undefined && <span className={pressed ? 'text-cream/80' : 'text-muted'}> ({option.count})</span>}
            </button>
          );
        })}
      </div>
      <div className="mt-10 sm:mt-14">{views[selected]}</div>
    </>
  );
}
