'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from '@/i18n/navigation';
import { OPEN_CONSENT_EVENT, readConsent, saveConsent, subscribeToConsent, type ConsentChoice } from './consent';

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
  const [reopened, setReopened] = useState(false);

  useEffect(() => {
    const reopen = () => setReopened(true);
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, []);

  if (stored === UNKNOWN || (stored !== null && !reopened)) return null;

  const choose = (choice: ConsentChoice) => {
    setReopened(false);
    saveConsent(choice);
  };

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
        <button type="button" onClick={() => choose('granted')} className="rounded-full bg-rose-deep px-5 py-2.5 text-sm font-semibold text-white hover:bg-plum">
          {labels.accept}
        </button>
        <button type="button" onClick={() => choose('denied')} className="rounded-full border border-plum/25 px-5 py-2.5 text-sm font-semibold text-plum hover:border-rose-deep">
          {labels.decline}
        </button>
      </div>
    </section>
  );
}
