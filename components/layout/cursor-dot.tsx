'use client';

import { useEffect, useRef } from 'react';

/** Where the visitor types or picks: the dot would sit over the text, so it hides there. */
export const TEXT_FIELDS = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/** Whether the pointer is over a text field (or anything inside one). */
export function overTextField(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(TEXT_FIELDS) !== null;
}

/**
 * The decorative 16 px pink dot that follows the mouse. CSS keeps it hidden (display: none) on touch
 * screens and for visitors who prefer reduced motion; it never takes pointer events, and it hides
 * over text fields.
 */
export function CursorDot() {
  const dot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = dot.current;
    if (!element) return;
    let frame = 0;
    const move = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      const hidden = overTextField(event.target);
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        element.style.transform = `translate3d(${event.clientX - 8}px, ${event.clientY - 8}px, 0)`;
        element.style.opacity = hidden ? '0' : '1';
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
