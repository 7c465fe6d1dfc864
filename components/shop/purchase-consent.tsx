'use client';

import { createContext, useContext, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';

// The right of withdrawal's consent (lib/shop/checkout/withdrawal.ts), shared by the buy box's
// checkbox and every Buy button of the product page (the phone's bar too): no checkout opens
// without the tick, and a Buy without it takes the buyer to the box and its error.

interface PurchaseConsent {
  given: boolean;
  /** A Buy was tried without the tick, and the box is still unticked. */
  missing: boolean;
  setGiven: (given: boolean) => void;
  /** True when the buyer may buy; otherwise shows the error and moves focus (and the page) to the box. */
  require: () => boolean;
  boxRef: RefObject<HTMLInputElement | null>;
}

const Context = createContext<PurchaseConsent | null>(null);

export function PurchaseConsentProvider({ children }: { children: ReactNode }) {
  const [given, setGiven] = useState(false);
  const [tried, setTried] = useState(false);
  const boxRef = useRef<HTMLInputElement>(null);
  const value = useMemo<PurchaseConsent>(
    () => ({
      given,
      missing: tried && !given,
      setGiven,
      boxRef,
      require: () => {
        if (given) return true;
        setTried(true);
        boxRef.current?.scrollIntoView({ block: 'center' });
        boxRef.current?.focus({ preventScroll: true });
        return false;
      },
    }),
    [given, tried],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function usePurchaseConsent(): PurchaseConsent {
  const consent = useContext(Context);
  if (!consent) throw new Error('usePurchaseConsent needs a PurchaseConsentProvider');
  return consent;
}

const ERROR_ID = 'withdrawal-consent-error';

/** The unticked checkbox of the buy box, with its error once a Buy was tried without it. */
export function WithdrawalConsentBox({ label, error }: { label: string; error: string }) {
  const { given, missing, setGiven, boxRef } = usePurchaseConsent();
  return (
    <div className="mt-4">
      {/* The whole row is the label, so the tick's target is the row (at least 44 px tall on a phone)
          while the box itself stays 24 px. */}
      <label htmlFor="withdrawal-consent" className="flex min-h-11 cursor-pointer items-start gap-3 py-1 text-sm leading-relaxed text-ink">
        <input
          ref={boxRef}
          id="withdrawal-consent"
          type="checkbox"
          checked={given}
          onChange={(event) => setGiven(event.target.checked)}
          aria-invalid={missing}
          aria-describedby={missing ? ERROR_ID : undefined}
          className="size-6 shrink-0 scroll-mt-28 accent-rose-deep aria-[invalid=true]:outline-2 aria-[invalid=true]:outline-offset-2 aria-[invalid=true]:outline-rose-deep"
        />
        <span>{label}</span>
      </label>
      {missing && (
        <p id={ERROR_ID} className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-rose-deep">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-current">
            <path d="M10 1.5a8.5 8.5 0 100 17 8.5 8.5 0 000-17zm-.9 4.5h1.8v5.5H9.1zm0 7h1.8v1.8H9.1z" />
          </svg>
          {error}
        </p>
      )}
    </div>
  );
}
