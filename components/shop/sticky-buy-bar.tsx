'use client';

import { useEffect, useState, type ReactNode } from 'react';

interface StickyBuyBarProps {
  /** The element whose being on screen takes the bar away (the page's own buy box: one buy button in sight at a time). */
  watchId: string;
  /** The element whose arrival takes the bar away again (the end of the product's content). */
  endId: string;
  children: ReactNode;
}

/**
 * On a phone, the price and the buy button at the bottom of the screen whenever the buy box is out
 * of sight (still below, or scrolled past); gone at the end of the product's content, so it never
 * sits over the footer. Hidden, it is inert: out of the tab order and of the accessibility tree.
 */
export function StickyBuyBar({ watchId, endId, children }: StickyBuyBarProps) {
  // Until the script has measured, the buy box counts as in sight: no bar in the server's HTML.
  const [boxInSight, setBoxInSight] = useState(true);
  const [atEnd, setAtEnd] = useState(false);

  useEffect(() => {
    const watched = document.getElementById(watchId);
    const end = document.getElementById(endId);
    if (!watched || !end || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.target === watched) setBoxInSight(entry.isIntersecting);
        else setAtEnd(entry.isIntersecting || entry.boundingClientRect.top < 0);
      }
    });
    observer.observe(watched);
    observer.observe(end);
    return () => observer.disconnect();
  }, [watchId, endId]);

  const shown = !boxInSight && !atEnd;
  return (
    <div
      data-testid="sticky-buy-bar"
      aria-hidden={!shown}
      inert={!shown}
      className={`fixed inset-x-0 bottom-0 z-40 border-t border-plum/10 bg-cream/95 px-5 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 shadow-[0_-8px_24px_-12px_rgba(74,29,63,0.25)] backdrop-blur transition-transform duration-300 motion-reduce:transition-none lg:hidden ${
        shown ? 'translate-y-0' : 'translate-y-full'
      }`}
    >
      <div className="mx-auto flex max-w-xl items-center justify-between gap-4">{children}</div>
    </div>
  );
}
