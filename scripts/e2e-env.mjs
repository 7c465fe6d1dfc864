// The environment of the end-to-end servers (playwright.config.ts) and of the build they serve
// (scripts/test.mjs builds it apart): the build prerenders pages such as robots.txt and the sitemap
// with SITE_URL, and fails on a missing message with INTL_STRICT. One definition for both.

/** The e2e site's port; the second server (analytics) takes the next one. */
export const e2ePort = () => Number(process.env.E2E_PORT ?? 3100);

/** The port of the SMTP peer the e2e servers mail to (tests/e2e/global-setup.ts). */
export const e2eSmtpPort = (webPort) => webPort + 1000;

export function e2eEnv(port = e2ePort()) {
  return {
    SITE_URL: `http://localhost:${port}`,
    E2E_PORT: String(port),
    NEXT_TELEMETRY_DISABLED: '1',
    // Contact messages and receipts are mailed to the run's SMTP peer.
    SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort(port)}`,
    // A missing message fails the server's render instead of showing its key (i18n/missing-message.ts).
    INTL_STRICT: '1',
    // The booking form's proof of work at its floor, as in the API tests: the widget still solves a
    // real challenge in the browser, in a fraction of the seconds of CPU the default (100,000) takes
    // on every page that shows the form. A unit test keeps the default (tests/unit/env.test.ts).
    BOOKING_CHALLENGE_MAX_NUMBER: '1000',
  };
}
