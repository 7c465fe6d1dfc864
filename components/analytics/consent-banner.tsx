'use client';

import { useSyncExternalStore } from 'react';
import { Link } from '@/i18n/navigation';
import { isAskingForConsentAgain, readConsent, saveConsent, subscribeToConsent } from './consent';

// On the server the choice is unknown: render nothing there, decide in the browser.
const UNKNOWN = 'unknown';

export interface ConsentLabels {
  title: string;
  text: string;
  accept: string;
  decline: string;
  privacy: string;
}

/** Asks before analytics may use cookies; shown until the visitor chooses, and again on request. */
export function ConsentBanner({ labels }: { labels: ConsentLabels }) {
  const stored = useSyncExternalStore(subscribeToConsent, readConsent, () => UNKNOWN);
  const askingAgain = useSyncExternalStore(subscribeToConsent, isAskingForConsentAgain, () => false);

  if (stored === UNKNOWN || (stored !== null && !askingAgain)) return null;

  return (
    <section
      aria-labelledby="consent-title"
      className="fixed inset-x-3 bottom-3 z-50 max-w-md rounded-3xl bg-white p-6 shadow-xl ring-1 ring-plum/10 sm:left-6 sm:right-auto sm:bottom-6"
    >
      <h2 id="consent-title" className="text-lg">
        {labels.title}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">
        {labels.text}{' '}
        <Link href="/privacy-policy" className="font-medium text-rose-deep underline">
          {labels.privacy}
        </Link>
      </p>
      <div className="mt-4 flex gap-3">
        <button
          type="button"
          onClick={() => saveConsent('granted')}
          className="rounded-full bg-rose-deep px-5 py-2.5 text-sm font-semibold text-white hover:bg-plum"
        >
          {labels.accept}
        </button>
        <button
          type="button"
          onClick={() => saveConsent('denied')}
          className="rounded-full border border-plum/25 px-5 py-2.5 text-sm font-semibold text-plum hover:border-rose-deep"
        >
          {labels.decline}
        </button>
      </div>
    </section>
  );
}
