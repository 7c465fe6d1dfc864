'use client';

import 'altcha/altcha.css';
import './spam-check.css';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { CHALLENGE_PATH } from './api';

// The booking form's proof of work: ALTCHA's widget, its external build (styles from our CSS; its
// Web Worker emitted by the build under /_next/static, so the page's Content-Security-Policy needs
// nothing new; docs/decisions/booking-holds.md). It starts solving as soon as the form shows.

export interface SpamCheckHandle {
  /** The solution to send as `altcha`: the one solved, or the one being solved; '' if it failed. */
  solution(): Promise<string>;
  /** A solution books once: after a refused booking the next one is solved afresh. */
  reset(): void;
}

interface AltchaElement extends HTMLElement {
  verify(): Promise<void>;
  reset(): void;
}

type AltchaState = 'unverified' | 'verifying' | 'verified' | 'error' | 'expired';

interface SpamCheckProps {
  /** The widget's texts in the page's language (messages Booking.check). */
  strings: Record<string, string>;
  ref: Ref<SpamCheckHandle>;
}

export function SpamCheck({ strings, ref }: SpamCheckProps) {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<AltchaElement | null>(null);
  const state = useRef<AltchaState>('unverified');
  const payload = useRef('');
  /** Who waits for the solving under way to end, one way or the other. */
  const waiting = useRef<(() => void)[]>([]);
  const text = JSON.stringify(strings);

  useEffect(() => {
    let gone = false;
    // Loaded in the browser only: the widget is a custom element that needs `window`.
    void import('altcha/external').then(() => {
      if (gone || !box.current) return;
      const element = document.createElement('altcha-widget') as AltchaElement;
      element.setAttribute('challengeurl', CHALLENGE_PATH);
      element.setAttribute('name', 'altcha');
      element.setAttribute('auto', 'onload');
      // No link out: the footer names altcha.org, and the logo is a link axe flags (focusable yet aria-hidden).
      element.setAttribute('hidefooter', '');
      element.setAttribute('hidelogo', '');
      element.setAttribute('strings', text);
      element.addEventListener('statechange', (event) => {
        const detail = (event as CustomEvent<{ payload?: string; state: AltchaState }>).detail;
        state.current = detail.state;
        payload.current = detail.state === 'verified' ? (detail.payload ?? '') : '';
        if (detail.state === 'verifying') return;
        for (const done of waiting.current.splice(0)) done();
      });
      box.current.replaceChildren(element);
      widget.current = element;
    });
    return () => {
      gone = true;
    };
  }, [text]);

  useImperativeHandle(ref, () => ({
    async solution() {
      if (payload.current || !widget.current) return payload.current;
      const ended = new Promise<void>((done) => waiting.current.push(done));
      // A second verify would start over and race the first: join the one under way instead.
      if (state.current !== 'verifying') void widget.current.verify();
      await ended;
      return payload.current;
    },
    reset() {
      payload.current = '';
      state.current = 'unverified';
      widget.current?.reset();
    },
  }));

  return <div ref={box} data-testid="spam-check" className="spam-check min-h-16" />;
}
