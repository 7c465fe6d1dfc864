'use client';

import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

interface GalleryCarouselProps {
  /** The pictures, large, one per slide (rendered on the server). */
  slides: ReactNode[];
  /** The same pictures small, one per thumbnail button. */
  thumbs: ReactNode[];
  label: string;
  /** Per slide: its position said in words ("2 of 6") and its thumbnail's name ("Show preview 2"). */
  slideLabels: string[];
  thumbLabels: string[];
  thumbsLabel: string;
  previous: string;
  next: string;
}

const KEYS: Record<string, (current: number, last: number) => number> = {
  ArrowLeft: (current) => Math.max(0, current - 1),
  ArrowRight: (current, last) => Math.min(last, current + 1),
  Home: () => 0,
  End: (_, last) => last,
};

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A product's pictures: a row of slides that snaps (swipe on a phone), thumbnails below (arrow keys
 * move between them, one tab stop), and previous/next buttons from tablets up. The slides are
 * square boxes, so nothing shifts while the pictures load.
 */
export function GalleryCarousel({ slides, thumbs, label, slideLabels, thumbLabels, thumbsLabel, previous, next }: GalleryCarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const thumbRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [current, setCurrent] = useState(0);
  const last = slides.length - 1;

  const go = useCallback((index: number) => {
    const element = track.current;
    if (!element) return;
    setCurrent(index);
    element.scrollTo({ left: index * element.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, []);

  // A swipe or a trackpad scroll moves the slides itself: the current one follows.
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setCurrent(Math.round(element.scrollLeft / Math.max(1, element.clientWidth))));
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', onScroll);
    };
  }, []);

  function onKeyDown(event: KeyboardEvent, focusThumb: boolean) {
    const move = KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const target = move(current, last);
    go(target);
    if (focusThumb) thumbRefs.current[target]?.focus();
  }

  if (slides.length === 0) return null;
  const arrow = (direction: 'previous' | 'next') => (
    <button
      type="button"
      onClick={() => go(direction === 'previous' ? Math.max(0, current - 1) : Math.min(last, current + 1))}
      disabled={direction === 'previous' ? current === 0 : current === last}
      aria-label={direction === 'previous' ? previous : next}
      className={`absolute top-1/2 hidden size-11 -translate-y-1/2 place-items-center rounded-full bg-white/95 text-plum shadow-sm ring-1 ring-plum/10 transition-opacity hover:text-rose-deep disabled:opacity-0 sm:grid ${
        direction === 'previous' ? 'left-3' : 'right-3'
      }`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d={direction === 'previous' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
      </svg>
    </button>
  );

  return (
    <section aria-roledescription="carousel" aria-label={label}>
      <div className="relative">
        {/* Focusable so keyboard users can scroll it too; the arrow keys move a whole slide. */}
        <ul
          ref={track}
          tabIndex={0}
          aria-label={label}
          onKeyDown={(event) => onKeyDown(event, false)}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-3xl bg-blush ring-1 ring-plum/5 [scrollbar-width:none] focus-visible:outline-offset-4 [&::-webkit-scrollbar]:hidden"
        >
          {slides.map((slide, index) => (
            <li
              key={index}
              aria-roledescription="slide"
              aria-label={slideLabels[index]}
              aria-hidden={index !== current || undefined}
              className="relative aspect-square w-full shrink-0 snap-center snap-always"
            >
              {slide}
            </li>
          ))}
        </ul>
        {slides.length > 1 && (
          <>
            {arrow('previous')}
            {arrow('next')}
            <p
              aria-hidden="true"
              className="absolute bottom-3 right-3 rounded-full bg-plum/80 px-3 py-1 text-xs font-semibold tabular-nums text-cream"
            >
              {current + 1} / {slides.length}
            </p>
          </>
        )}
      </div>
      {slides.length > 1 && (
        <div role="group" aria-label={thumbsLabel} className="mt-3 flex gap-2 overflow-x-auto pb-1 [scrollbar-width:none]">
          {thumbs.map((thumb, index) => (
            <button
              key={index}
              ref={(element) => {
                thumbRefs.current[index] = element;
              }}
              type="button"
              tabIndex={index === current ? 0 : -1}
              aria-label={thumbLabels[index]}
              aria-current={index === current || undefined}
              onClick={() => go(index)}
              onKeyDown={(event) => onKeyDown(event, true)}
              className={`relative size-16 shrink-0 overflow-hidden rounded-xl bg-blush transition sm:size-20 ${
                index === current ? 'ring-2 ring-plum ring-offset-2 ring-offset-cream' : 'opacity-70 ring-1 ring-plum/10 hover:opacity-100'
              }`}
            >
              {thumb}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
