import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { e2eEnv, e2ePort } from './scripts/e2e-env.mjs';

const PORT = e2ePort();
const BASE_URL = `http://localhost:${PORT}`;

// Debian's Chromium where Playwright cannot download its own (CI, closed networks); a developer
// laptop with `npx playwright install chromium` uses Playwright's. The old headless shell first:
// it is what Playwright itself runs headless, and it ran the browser specs 22-30 % faster here
// than full Chromium (docs/development.md).
const DEBIAN_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const executablePath = process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUMS.find((path) => existsSync(path));

// A system spec's test or hook, unless the spec sets its own: a server's start alone may take up to
// 120 s (scripts/wait-until-ready.mjs). Playwright gives a beforeAll hook the project's timeout, not
// a file's test.setTimeout, and its default 30 s was passed by a start beside jest in CI.
const SYSTEM_TIMEOUT = 180_000;

// System specs that saturate the cores or measure speed or memory: they run alone. The several-
// instances specs (tests/system/multi-instance/) share one cluster per worker on fixed ports.
const SYSTEM_ALONE = /\/((load|product-download-memory|hardening)\.spec\.ts|multi-instance\/[^/]+\.spec\.ts)$/;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // The specs assert behaviour, not speed (npm run bench measures that). On the 2-core CI machine
  // two browsers, the servers and the specs with servers of their own share the cores, and a
  // navigation from the shop to the checkout took over Playwright's default 5 s to commit.
  expect: { timeout: 10_000 },
  // The SMTP peer the e2e server mails to, shared by every spec (tests/support/mail-drop.ts).
  globalSetup: './tests/e2e/global-setup.ts',
  // `npm test` also asks for the JSON report (PLAYWRIGHT_JSON_OUTPUT_FILE) for its table of the slowest specs.
  reporter: [
    ['list'],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['json'] as const] : []),
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL: BASE_URL,
    // Recording a trace for every test cost a quarter of the browser specs' time (128 s → 99 s for
    // the visitor's-eye and projects specs here), and CI shows only the printed report: there it
    // is off. Locally a failing test keeps its trace; `--trace on` records one in CI's setting.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    // Signs the admin in once per run on each e2e server (tests/support/admin-state.ts).
    { name: 'setup', testMatch: /admin\.setup\.ts$/ },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grepInvert: /@mobile/,
      dependencies: ['setup'],
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, grep: /@mobile/, dependencies: ['setup'] },
    // Crash safety, backups, load and more against production servers of their own
    // (tests/support/server-process.ts), after the browser tests, whose time limits a minute of load
    // on the same cores would break. Two at a time where the specs mostly wait (on restarts, back-off,
    // disk); then, one at a time, those that load the machine or measure a server, so each measures
    // one server and not a spec beside it. `npm test` orders them itself (scripts/test.mjs): the
    // waiting ones one at a time beside jest, the others after the browser specs.
    {
      name: 'system',
      testDir: './tests/system',
      testIgnore: SYSTEM_ALONE,
      dependencies: ['desktop', 'mobile'],
      workers: 2,
      timeout: SYSTEM_TIMEOUT,
    },
    {
      name: 'system-alone',
      testDir: './tests/system',
      testMatch: SYSTEM_ALONE,
      dependencies: ['system'],
      workers: 1,
      timeout: SYSTEM_TIMEOUT,
    },
  ],
  // npm test runs the system projects apart (scripts/test.mjs): they start servers of their own.
  webServer: process.env.E2E_NO_WEB_SERVER
    ? undefined
    : {
        command: 'node scripts/e2e-server.mjs',
        url: BASE_URL,
        timeout: 300_000,
        reuseExistingServer: !process.env.CI,
        env: e2eEnv(PORT),
      },
});
