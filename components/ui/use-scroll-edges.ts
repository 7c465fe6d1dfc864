'use client';

import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  before: boolean;
  after: boolean;
}

/**
 * Whether a sideways-scrolling strip has more out of sight before and after what shows, kept up to
 * date as it scrolls, as the window resizes and when `content` (what changes its width) changes.
 * `initial` is what the server renders, before the strip can be measured.
 */
export function useScrollEdges(
  strip: RefObject<HTMLElement | null>,
  content: unknown,
  initial: ScrollEdges = { before: false, after: false },
): ScrollEdges {
  const [edges, setEdges] = useState(initial);
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const measure = () => {
      const { scrollLeft, scrollWidth, clientWidth } = element;
      // A pixel of rounding is not content out of sight.
      setEdges({ before: scrollLeft > 1, after: scrollLeft + clientWidth < scrollWidth - 1 });
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      element.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [strip, content]);
  return edges;
}

/** Fades the strip's edge where more is out of sight: the cue that it scrolls. */
export function edgeFade({ before, after }: ScrollEdges): string | undefined {
  if (!before && !after) return undefined;
  return `linear-gradient(to right, transparent 0, #000 ${before ? '2.5rem' : '0'}, #000 calc(100% - ${after ? '3.5rem' : '0px'}), transparent 100%)`;
}
