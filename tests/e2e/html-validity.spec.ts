import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { localizedPath } from '@/i18n/paths';
import { routing } from '@/i18n/routing';
import { NOT_FOUND, PRODUCT, PUBLIC_PATHS } from './eye/routes';

// The server's HTML of every public page in every language (the visitor's-eye list: ./eye/routes.ts,
// not-found pages included) is valid HTML by the W3C's own checker
// (the Nu Html Checker, vnu.jar from the `vnu-jar` package, run on Java), as a search engine and a
// screen reader get it. Errors count; the checker's warnings (advice) do not. One run of the checker
// for all the pages: the Java start is most of its time.

const VNU_JAR = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

// React's own markers of a <ViewTransition> in server HTML (the project pictures' morph): its
// streaming reveal reads them before hydration, and no attribute name outside data-* is valid to
// the checker. The only errors let through, and only as these attributes (docs/decisions/html-validity.md).
const REACT_VIEW_TRANSITION = /^Attribute “vt-(name|update|share|enter|exit)” not allowed on element “[a-z]+” at this point\.$/;

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test('every public page is valid HTML in every language', async ({ request }) => {
  test.setTimeout(120_000);
  const [product] = (await (await request.get('/api/digital-products')).json()) as { id: string }[];
  const folder = mkdtempSync(path.join(tmpdir(), 'html-validity-'));
  try {
    // The checker names each page by its file's address.
    const pages = new Map<string, string>();
    for (const locale of routing.locales) {
      for (const route of PUBLIC_PATHS) {
        const address = localizedPath(route === PRODUCT ? `/digital-products/${product!.id}` : route, locale);
        const response = await request.get(address);
        expect(response.status(), address).toBe(NOT_FOUND.has(route) ? 404 : 200);
        const file = path.join(folder, `${pages.size}.html`);
        writeFileSync(file, await response.body());
        pages.set(`file:${file}`, address);
      }
    }
    // vnu writes its JSON report to stderr; --exit-zero-always keeps an error from being a failed call.
    const files = [...pages.keys()].map((url) => url.slice('file:'.length));
    const { stderr } = await promisify(execFile)('java', ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    // One line per kind of error, with where it first appears and how often: a shared component's
    // mistake would otherwise be listed once per page.
    const errors = new Map<string, { first: string; count: number }>();
    for (const message of messages.filter((item) => item.type !== 'info' && !REACT_VIEW_TRANSITION.test(item.message))) {
      const seen = errors.get(message.message);
      if (seen) seen.count += 1;
      else
        errors.set(message.message, {
          first: `${pages.get(message.url) ?? message.url}:${message.lastLine ?? '?'} ${(message.extract ?? '').slice(0, 160)}`,
          count: 1,
        });
    }
    expect([...errors].map(([text, { first, count }]) => `${text} (${count}×; first at ${first})`)).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
