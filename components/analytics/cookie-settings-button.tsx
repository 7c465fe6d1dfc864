'use client';

import { askForConsentAgain } from './consent';

/** Lets a visitor change the analytics choice later (GDPR: withdrawing must be as easy as giving). */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={askForConsentAgain}>
      {label}
    </button>
  );
}
