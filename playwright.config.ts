import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { e2eSmtpPort } from './tests/support/smtp-peer';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;

// Debian's Chromium where Playwright cannot download its own (CI, closed networks); a developer
// laptop with `npx playwright install chromium` uses Playwright's. The old headless shell first:
// it is what Playwright itself runs headless, and it ran the browser specs 22-30 % faster here
// than full Chromium (docs/development.md).
const DEBIAN_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const executablePath = process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUMS.find((path) => existsSync(path));

// System specs that saturate the cores or measure speed or memory: they run alone.
const SYSTEM_ALONE = /\/(load|product-download-memory|hardening|multi-instance)\.spec\.ts$/;

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
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }, grepInvert: /@mobile/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, grep: /@mobile/ },
    // Crash safety, backups, load and more against production servers of their own
    // (tests/support/server-process.ts), after the browser tests, whose time limits a minute of load
    // on the same cores would break. Two at a time where the specs mostly wait (on restarts, back-off,
    // disk); then, one at a time, those that load the machine or measure a server, so each measures
    // one server and not a spec beside it.
    { name: 'system', testDir: './tests/system', testIgnore: SYSTEM_ALONE, dependencies: ['desktop', 'mobile'], workers: 2 },
    { name: 'system-alone', testDir: './tests/system', testMatch: SYSTEM_ALONE, dependencies: ['system'], workers: 1 },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: BASE_URL,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    env: {
      SITE_URL: BASE_URL,
      E2E_PORT: String(PORT),
      NEXT_TELEMETRY_DISABLED: '1',
      // Contact messages and receipts are mailed to the run's SMTP peer (tests/e2e/global-setup.ts).
      SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort(PORT)}`,
    },
  },
});
