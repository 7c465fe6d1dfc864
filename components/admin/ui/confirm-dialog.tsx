'use client';

import { useTranslations } from 'next-intl';
import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { inputClass, labelClass, primaryButtonClass, secondaryButtonClass } from './field-styles';

// The admin's questions ("Delete this?", "Link address?") in the site's own accessible dialog
// instead of the browser's bare confirm() and prompt(), which cannot be styled, name the site's
// address and block the page's scripts. A section asks `await confirm({...})` (true or false) or
// `await askText({...})` (the text, or null when cancelled), as it would the browser.

export interface ConfirmRequest {
  title: string;
  message?: string;
  /** The confirming button's label; "Delete" when not given. */
  confirmLabel?: string;
  /** A destructive action gets a red button (the default: deleting is what the admin confirms). */
  destructive?: boolean;
}

export interface TextRequest {
  title: string;
  /** The field's label, e.g. the kinds of address allowed. */
  label: string;
  initial?: string;
  confirmLabel: string;
  /** The error to show for an answer that cannot be taken, or null. */
  validate?: (value: string) => string | null;
}

interface Questions {
  confirm: (request: ConfirmRequest) => Promise<boolean>;
  askText: (request: TextRequest) => Promise<string | null>;
}

const QuestionsContext = createContext<Questions | null>(null);

function useQuestions(): Questions {
  const questions = useContext(QuestionsContext);
  if (!questions) throw new Error('The admin dialogs need a <ConfirmProvider> around them');
  return questions;
}

export const useConfirm = () => useQuestions().confirm;
export const useAskText = () => useQuestions().askText;

type Pending =
  | { kind: 'confirm'; request: ConfirmRequest; resolve: (confirmed: boolean) => void }
  | { kind: 'text'; request: TextRequest; resolve: (text: string | null) => void };

function QuestionDialog({ pending, onDone }: { pending: Pending; onDone: () => void }) {
  const t = useTranslations('AdminShell');
  const titleId = useId();
  const messageId = useId();
  const inputId = useId();
  const errorId = useId();
  const first = useRef<HTMLInputElement & HTMLButtonElement>(null);
  const [text, setText] = useState(pending.kind === 'text' ? (pending.request.initial ?? '') : '');
  const [error, setError] = useState<string | null>(null);
  const { request } = pending;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // A question about deleting focuses Cancel, so Enter right away is the safe answer.
    first.current?.focus();
    if (pending.kind === 'text') first.current?.select();
    return () => opener?.focus();
  }, [pending.kind]);

  const cancel = () => {
    if (pending.kind === 'confirm') pending.resolve(false);
    else pending.resolve(null);
    onDone();
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending.kind === 'confirm') {
      pending.resolve(true);
    } else {
      const problem = pending.request.validate?.(text) ?? null;
      if (problem) return setError(problem);
      pending.resolve(text);
    }
    onDone();
  }

  const destructive = pending.kind === 'confirm' && pending.request.destructive !== false;
  return (
    <div
      className="fixed inset-0 z-[60] flex items-end justify-center bg-ink/50 sm:items-center sm:p-6"
      onMouseDown={(event) => event.target === event.currentTarget && cancel()}
    >
      <form
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={pending.kind === 'confirm' && pending.request.message ? messageId : undefined}
        onSubmit={submit}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            cancel();
          } else if (event.key === 'Tab') {
            // Focus stays in the dialog: Tab cycles through its field and buttons.
            const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('input, button')];
            const at = focusable.indexOf(document.activeElement as HTMLElement);
            const next = focusable[(at + (event.shiftKey ? -1 : 1) + focusable.length) % focusable.length];
            event.preventDefault();
            next?.focus();
          }
        }}
        className="w-full max-w-md rounded-t-3xl bg-white p-6 shadow-2xl sm:rounded-3xl sm:p-8"
      >
        <h2 id={titleId} className="text-2xl">
          {request.title}
        </h2>
        {pending.kind === 'confirm' && pending.request.message && (
          <p id={messageId} className="mt-3 text-muted">
            {pending.request.message}
          </p>
        )}
        {pending.kind === 'text' && (
          <div className="mt-5">
            <label htmlFor={inputId} className={labelClass}>
              {pending.request.label}
            </label>
            <input
              ref={first}
              id={inputId}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={inputClass}
            />
            {error && (
              <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
        )}
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button ref={pending.kind === 'confirm' ? first : undefined} type="button" onClick={cancel} className={secondaryButtonClass}>
            {t('cancel')}
          </button>
          <button type="submit" className={destructive ? `${primaryButtonClass} !bg-red-700 hover:!bg-red-800` : primaryButtonClass}>
            {request.confirmLabel ?? t('confirmDelete')}
          </button>
        </div>
      </form>
    </div>
  );
}

/** Provides `useConfirm()` and `useAskText()` to the admin's pages; one question at a time. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback(
    (request: ConfirmRequest) => new Promise<boolean>((resolve) => setPending({ kind: 'confirm', request, resolve })),
    [],
  );
  const askText = useCallback(
    (request: TextRequest) => new Promise<string | null>((resolve) => setPending({ kind: 'text', request, resolve })),
    [],
  );
  const [questions] = useState<Questions>(() => ({ confirm, askText }));
  return (
    <QuestionsContext.Provider value={questions}>
      {children}
      {pending && <QuestionDialog key={pending.request.title} pending={pending} onDone={() => setPending(null)} />}
    </QuestionsContext.Provider>
  );
}
