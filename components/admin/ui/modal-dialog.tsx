'use client';

import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface ModalDialogProps {
  titleId: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** `form` (default): a wide form; `page`: the whole screen on a phone (a message to read). */
  size?: keyof typeof PANEL_SIZES;
  children: ReactNode;
}

const PANEL_SIZES = {
  form: 'max-h-[calc(100dvh-1rem)] max-w-3xl rounded-t-3xl',
  page: 'h-dvh max-w-3xl sm:h-auto',
} as const;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: labelled by its title, closed by Escape or its close button, focus moved into it
 * and kept there while it is open, returned to where it was afterwards, and the page behind it
 * neither scrolls nor reacts.
 */
export function ModalDialog({ titleId, title, closeLabel, onClose, size = 'form', children }: ModalDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // The first field of a form; a dialog without one (a message to read) starts at its title.
    (dialog.current?.querySelector<HTMLElement>('input, select, textarea') ?? heading.current)?.focus();
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.offsetParent !== null || element === document.activeElement,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-ink/50 sm:items-start sm:p-6 sm:pt-10">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={handleKeyDown}
        className={`flex w-full flex-col overflow-hidden bg-cream shadow-2xl sm:max-h-[calc(100dvh-5rem)] sm:rounded-3xl ${PANEL_SIZES[size]}`}
      >
        <div className="flex items-center justify-between gap-4 border-b border-plum/10 bg-white px-5 py-4 sm:px-8">
          <h2 id={titleId} ref={heading} tabIndex={-1} className="min-w-0 break-words text-2xl outline-none">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="grid size-10 place-items-center rounded-full text-muted transition-colors hover:bg-blush hover:text-plum"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
