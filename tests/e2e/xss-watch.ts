import { expect, type Page, type Response } from '@playwright/test';
import { executableInlineScripts, hashSource } from '../../lib/security/inline-scripts.mjs';

// Watches a page for any sign that stored content ran or loaded something: the marker function
// the payloads call, dialogs, navigations of the page after it was opened, pop-ups, and the
// Content-Security-Policy refusing something (which means markup from the content reached the
// page and only the policy stopped it). `audit` then checks the DOM for dangerous leftovers.

// Long enough for event handlers that fire late (an SVG animation's onbegin after a tick,
// ontoggle, a meta refresh of 0 seconds) to have fired.
const SETTLE_MS = 700;

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  url: string;
}

declare global {
  interface Window {
    __cspViolation?: (violation: Violation) => void;
  }
}

export interface XssWatch {
  /** Everything seen so far that shows a payload ran, navigated or was loaded. */
  readonly incidents: string[];
  /** Opens a path, expects a 200 and waits until the page settled; returns the response. */
  visit(path: string): Promise<Response>;
  /**
   * Waits for late handlers, then expects no incident so far. `settle: false` skips the wait where
   * the test goes on with the same page and waits later (an incident stays in the list).
   */
  expectNothingRan(where: string, options?: { settle?: boolean }): Promise<void>;
}

export async function watchForXss(page: Page): Promise<XssWatch> {
  const incidents: string[] = [];
  let expectedUrl: string | null = null;

  await page.exposeFunction('__xss', (name: string) => incidents.push(`payload ran: __xss('${name}') on ${page.url()}`));
  await page.exposeFunction('__cspViolation', (v: Violation) =>
    incidents.push(`CSP refused ${v.directive}: ${v.blocked} "${v.sample}" on ${v.url}`),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__cspViolation?.({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample, url: location.href }),
    );
  });
  page.on('dialog', (dialog) => {
    incidents.push(`dialog (${dialog.type()}) "${dialog.message()}" on ${page.url()}`);
    void dialog.dismiss();
  });
  page.on('popup', (popup) => {
    incidents.push(`pop-up opened: ${popup.url()}`);
    void popup.close();
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && expectedUrl !== null && frame.url() !== expectedUrl)
      incidents.push(`page navigated from ${expectedUrl} to ${frame.url()}`);
  });

  return {
    incidents,
    async visit(path) {
      expectedUrl = null;
      const response = await page.goto(path);
      expect(response?.status(), `status of ${path}`).toBe(200);
      // From here on, any other address in the main frame is a navigation a payload caused.
      expectedUrl = page.url();
      await page.waitForLoadState('networkidle');
      return response!;
    },
    async expectNothingRan(where, { settle = true } = {}) {
      if (settle) await page.waitForTimeout(SETTLE_MS);
      expect(incidents, `on ${where}`).toEqual([]);
    },
  };
}

/** The payloads' own hosts, and Google's tag (the second e2e server has analytics), answered locally. */
export async function offline(page: Page) {
  await page.route(/^https?:\/\/x\.test\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
  await page.route(/googletagmanager\.com|google-analytics\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
}

/** Clicks what looks like a link or button of a payload ("click-…"): a script URL would run now. */
export async function clickPayloadLinks(page: Page) {
  const targets = page.locator('main').getByText(/^click-/);
  for (const target of await targets.all()) await target.dispatchEvent('click');
}

/**
 * Nothing ran or navigated (first: after a navigation the DOM would be another page's), and the
 * DOM is clean. `settle: false` where the test clicks the payloads next and waits after that.
 */
export async function expectSafe(page: Page, watch: XssWatch, response: Response, where: string, options?: { settle?: boolean }) {
  await watch.expectNothingRan(where, options);
  expect(await audit(page, response), `dangerous markup on ${where}`).toEqual([]);
}

const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'data',
  'xlink:href',
  'poster',
  'background',
  'ping',
  'codebase',
  'srcset',
]);

/**
 * What the page holds that stored content must never produce: event-handler attributes,
 * script-capable URLs, frames other than the project video, plugins, <base>, meta refresh,
 * style loading from x.test, and scripts that are not the site's own (an inline script is the
 * site's own when the page's Content-Security-Policy allows it by hash; an external one when it
 * is a Next chunk of this site or Google's tag).
 */
export async function audit(page: Page, response: Response): Promise<string[]> {
  const found = await page.evaluate(
    (urlAttributes) => {
      const problems: string[] = [];
      const describe = (el: Element) => el.outerHTML.slice(0, 160);
      // React renders a form whose action is a function with this guard as its action.
      const reactFormGuard = /^javascript:throw new Error\('A React form was unexpectedly submitted/;
      for (const el of document.querySelectorAll('*')) {
        const tag = el.tagName.toLowerCase();
        for (const attr of el.attributes) {
          const name = attr.name.toLowerCase();
          if (name.startsWith('on')) problems.push(`event handler ${name}: ${describe(el)}`);
          if (name === 'srcdoc') problems.push(`srcdoc: ${describe(el)}`);
          if (name === 'style' && /javascript:|expression\(|x\.test|url\(/i.test(attr.value)) problems.push(`style: ${describe(el)}`);
          if (!urlAttributes.includes(name)) continue;
          // Browsers ignore control characters and spaces in a scheme: judge the URL as they do.
          const url = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
          const scriptUrl = /^(javascript|vbscript):/.test(url) && !reactFormGuard.test(attr.value);
          const dataUrl = url.startsWith('data:') && !(tag === 'img' && name === 'src' && url.startsWith('data:image/'));
          const video =
            tag === 'iframe' && name === 'src' && el.closest('section[aria-labelledby="project-video"]') && /^https?:\/\//.test(url);
          if (scriptUrl || dataUrl || (url.includes('x.test') && !video)) problems.push(`${name}=${attr.value}: ${describe(el)}`);
        }
        if (['object', 'embed', 'applet', 'base', 'frame', 'frameset'].includes(tag)) problems.push(`<${tag}>: ${describe(el)}`);
        if (tag === 'iframe' && !el.closest('section[aria-labelledby="project-video"]'))
          problems.push(`<iframe> outside the video frame: ${describe(el)}`);
        if (tag === 'meta' && el.hasAttribute('http-equiv')) problems.push(`<meta http-equiv>: ${describe(el)}`);
        if (tag === 'style' && /x\.test|__xss/.test(el.textContent ?? '')) problems.push(`<style> from content: ${describe(el)}`);
      }
      const scripts = [...document.scripts];
      const external = scripts.filter((script) => script.src).map((script) => script.src);
      const inline = scripts.filter((script) => !script.src).map((script) => script.outerHTML);
      return { problems, external, inline: inline.join('\n') };
    },
    [...URL_ATTRIBUTES],
  );

  const policy = response.headers()['content-security-policy'] ?? '';
  const allowedHashes = new Set(/script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? []);
  const origin = new URL(page.url()).origin;
  const foreignScripts = found.external.filter((src) => {
    const url = new URL(src);
    return !((url.origin === origin && url.pathname.startsWith('/_next/static/')) || url.origin === 'https://www.googletagmanager.com');
  });
  const unknownInline = executableInlineScripts(found.inline).filter((body) => !allowedHashes.has(hashSource(body)));
  return [
    ...found.problems,
    ...foreignScripts.map((src) => `foreign script ${src}`),
    ...unknownInline.map((body) => `inline script the policy does not allow: ${body.slice(0, 160)}`),
  ];
}
