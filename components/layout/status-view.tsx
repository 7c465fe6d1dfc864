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
    // Its looks are the `status-*` utilities (app/globals.css): every page carries one or two of
    // these views in its RSC payload, for the not-found pages it may show.
    <section className="status-view">
      <p aria-hidden="true" className="status-badge">
        {notFound && <span className="status-code">404</span>}
        <span>{status}</span>
      </p>
      <h1>{title}</h1>
      <p className="status-help">{help}</p>
      <div className="status-actions">{children}</div>
    </section>
  );
}
