'use client';

import { OPEN_CONSENT_EVENT } from './consent';

/** Lets a visitor change the analytics choice later (GDPR: withdrawing must be as easy as giving). */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}>
      {label}
    </button>
  );
}
