'use client';

import { useEffect, useRef } from 'react';

/**
 * The decorative 16 px pink dot that follows the mouse. CSS keeps it hidden on touch screens and
 * for visitors who prefer reduced motion; it never takes pointer events.
 */
export function CursorDot() {
  const dot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = dot.current;
    if (!element) return;
    let frame = 0;
    const move = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        element.style.transform = `translate3d(${event.clientX - 8}px, ${event.clientY - 8}px, 0)`;
        element.style.opacity = '1';
      });
    };
    const hide = () => {
      element.style.opacity = '0';
    };
    window.addEventListener('pointermove', move, { passive: true });
    document.documentElement.addEventListener('pointerleave', hide);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', move);
      document.documentElement.removeEventListener('pointerleave', hide);
    };
  }, []);

  return (
    <div
      ref={dot}
      aria-hidden="true"
      data-testid="cursor-dot"
      className="pointer-events-none fixed left-0 top-0 z-50 hidden size-4 rounded-full bg-rose opacity-0 mix-blend-multiply transition-opacity duration-200 [@media(hover:hover)_and_(pointer:fine)_and_(prefers-reduced-motion:no-preference)]:block"
    />
  );
}
