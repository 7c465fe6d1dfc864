import { JSDOM } from 'jsdom';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';

// Server HTML for the jest half of the stored-XSS checks (tests/support/xss-html-audit.ts says
// what is checked): React's streaming renderer, which awaits async server components as the Next
// server does, and a real HTML parser (jsdom) that reads the markup as a browser would.

/** Server-renders a tree with async server components to HTML. */
export async function renderHtml(element: ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element, { onError: (error: unknown) => console.error(error) });
  await stream.allReady;
  return new Response(stream).text();
}

/** Parses server HTML as a document, the way a browser would. */
export function parseHtml(html: string): Document {
  return new JSDOM(`<!doctype html><html><head></head><body>${html}</body></html>`).window.document;
}
