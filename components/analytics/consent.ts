import { gtag } from '@/lib/analytics/gtag';
import { CONSENT_STORAGE_KEY } from './consent-defaults';

export type ConsentChoice = 'granted' | 'denied';

const CHANGED_EVENT = 'studio:consent-changed';

// The footer's request to ask again is state here rather than an event: the banner is a chunk of
// its own, and a visitor can click the footer's button before that chunk has loaded and listens.
let askingAgain = false;

/** Lets React re-read the choice when it changes here or in another tab. */
export function subscribeToConsent(onChange: () => void): () => void {
  window.addEventListener(CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Shows the banner again although a choice is stored (the footer's cookie settings). */
export function askForConsentAgain(): void {
  askingAgain = true;
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

export const isAskingForConsentAgain = (): boolean => askingAgain;

export function readConsent(): ConsentChoice | null {
  try {
    const stored = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    return stored === 'granted' || stored === 'denied' ? stored : null;
  } catch {
    // Storage can be blocked (private modes, strict settings): then ask again on every visit.
    return null;
  }
}

export function saveConsent(choice: ConsentChoice): void {
  askingAgain = false;
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // The choice still applies to this page view.
  }
  gtag('consent', 'update', { analytics_storage: choice });
  window.dispatchEvent(new Event(CHANGED_EVENT));
}
