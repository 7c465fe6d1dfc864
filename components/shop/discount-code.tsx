'use client';

import { createContext, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { CODE_PATTERN, type DiscountRefusal } from '@/lib/shop/discounts/reasons';

// The buy box's "Add a code": a link that opens a field for a discount code, shared with every Buy
// button of the product page (the phone's bar too). The code goes with the checkout request; a
// code the server refuses is explained at the field, in the page's language, by its reason.

interface DiscountCode {
  open: boolean;
  setOpen: (open: boolean) => void;
  code: string;
  setCode: (code: string) => void;
  refusal: DiscountRefusal | null;
  /** The code to send (trimmed; null when none), or null after showing why it cannot be one. */
  take: () => { ok: true; code: string | null } | { ok: false };
  /** Shows the server's refusal at the field and takes the buyer there. */
  refuse: (reason: DiscountRefusal) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Asks the field to take the focus once rendered (it may only now be opening); `scroll` brings it into view. */
  focusRequest: { scroll: boolean } | null;
  requestFocus: (scroll: boolean) => void;
}

const Context = createContext<DiscountCode | null>(null);

export function DiscountCodeProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [code, setTyped] = useState('');
  const [refusal, setRefusal] = useState<DiscountRefusal | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ scroll: boolean } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const value = useMemo<DiscountCode>(() => {
    const refuse = (reason: DiscountRefusal) => {
      setOpen(true);
      setRefusal(reason);
      setFocusRequest({ scroll: true });
    };
    return {
      focusRequest,
      requestFocus: (scroll) => setFocusRequest({ scroll }),
      open,
      setOpen,
      code,
      setCode: (next) => {
        setTyped(next);
        setRefusal(null);
      },
      refusal,
      refuse,
      inputRef,
      take: () => {
        const trimmed = code.trim();
        if (!open || trimmed === '') return { ok: true, code: null };
        // A code is letters, digits, - and _: anything else cannot be one, and is not sent.
        if (!CODE_PATTERN.test(trimmed)) {
          refuse('unknown');
          return { ok: false };
        }
        return { ok: true, code: trimmed };
      },
    };
  }, [open, code, refusal, focusRequest]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useDiscountCode(): DiscountCode {
  const discount = useContext(Context);
  if (!discount) throw new Error('useDiscountCode needs a DiscountCodeProvider');
  return discount;
}

export interface DiscountCodeTexts {
  add: string;
  label: string;
  hint: string;
  refused: Record<DiscountRefusal, string>;
}

/** "Add a code", and once opened the field with its hint or the reason its code was refused. */
export function DiscountCodeField({ texts }: { texts: DiscountCodeTexts }) {
  const { open, setOpen, code, setCode, refusal, inputRef, focusRequest, requestFocus } = useDiscountCode();
  const id = useId();
  useEffect(() => {
    const input = inputRef.current;
    if (!focusRequest || !input) return;
    if (focusRequest.scroll) input.scrollIntoView({ block: 'center' });
    input.focus({ preventScroll: true });
  }, [focusRequest, inputRef]);
  const fieldId = `discount-code-${id}`;
  const messageId = `${fieldId}-message`;
  if (!open) {
    return (
      <button
        type="button"
        aria-expanded={false}
        onClick={() => {
          setOpen(true);
          requestFocus(false);
        }}
        className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-rose-deep underline underline-offset-4 hover:text-plum"
      >
        {texts.add}
      </button>
    );
  }
  return (
    <div className="mt-4">
      <label htmlFor={fieldId} className="block text-sm font-semibold text-plum">
        {texts.label}
      </label>
      <input
        ref={inputRef}
        id={fieldId}
        type="text"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        maxLength={40}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-invalid={refusal !== null}
        aria-describedby={messageId}
        className="mt-2 w-full scroll-mt-28 rounded-2xl border border-plum/15 bg-white px-4 py-3 font-mono text-ink transition-colors hover:border-plum/30 focus:border-rose-deep aria-[invalid=true]:border-rose-deep aria-[invalid=true]:bg-blush/30"
      />
      {refusal ? (
        <p id={messageId} role="alert" className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-rose-deep">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-current">
            <path d="M10 1.5a8.5 8.5 0 100 17 8.5 8.5 0 000-17zm-.9 4.5h1.8v5.5H9.1zm0 7h1.8v1.8H9.1z" />
          </svg>
          {texts.refused[refusal]}
        </p>
      ) : (
        <p id={messageId} className="mt-1.5 text-xs text-muted">
          {texts.hint}
        </p>
      )}
    </div>
  );
}
