import type { ReactNode } from 'react';

/** What went wrong with a form as a whole, in a red box read out at once (the sign-in pages' and the account's forms). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="flex items-start gap-2 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 fill-current">
        <path d="M10 1.5a8.5 8.5 0 100 17 8.5 8.5 0 000-17zm-.9 4.5h1.8v5.5H9.1zm0 7h1.8v1.8H9.1z" />
      </svg>
      <span className="min-w-0 break-words">{children}</span>
    </p>
  );
}

/** A form's good news (a link sent, a password saved), announced politely. */
export function FormDone({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="rounded-2xl border border-emerald-700/20 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
      {children}
    </div>
  );
}
