import type { ReactNode } from 'react';

interface StatusViewProps {
  /** A short status line over the heading, e.g. 'Project not found'. */
  status: string;
  /** Shows the 404 code before the status: the same in every language, so not a message. */
  notFound?: boolean;
  title: string;
  /** What the visitor can do now, in a sentence. */
  help: string;
  /** The ways on: links styled as buttons, the first the main one. */
  children: ReactNode;
}

/**
 * The page a visitor lands on when something is missing or failed: a quiet status line, the
 * heading, a helpful sentence and the ways on. The project and product pages have both a heading
 * ('Project Not Found') and a message ('Project not found') that say the same; the message is set as a small
 * status label, not a second line of text, and hidden from screen readers, which would otherwise
 * read the same words twice in a row.
 */
export function StatusView({ status, notFound = false, title, help, children }: StatusViewProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-5 py-20 text-center sm:py-28">
      <p
        aria-hidden="true"
        className="inline-flex items-center gap-2 rounded-full bg-blush px-4 py-1.5 text-xs font-semibold uppercase tracking-[0.18em] text-rose-deep"
      >
        {notFound && (
          <>
            <span>404</span>
            <span className="size-1 rounded-full bg-rose" />
          </>
        )}
        <span>{status}</span>
      </p>
      <h1 className="mt-6 text-4xl sm:text-5xl">{title}</h1>
      <p className="mt-5 max-w-lg text-lg leading-relaxed text-muted">{help}</p>
      <div className="mt-10 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">{children}</div>
    </section>
  );
}
