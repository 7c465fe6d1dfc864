import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { COMPILE_HINT } from '@/scripts/compile-hints.mjs';

// The build marks Next's framework chunks so that Chrome compiles them off the main thread
// (scripts/compile-hints.mjs, run by next.config.mjs after each production compile). This checks
// the built site: the chunks a page starts with are served with the hint, and the page still works.

// The main end-to-end server serves the build in .next (scripts/e2e-server.mjs); read in the test,
// so listing the specs needs no build.
const rootMainFiles = (): string[] => JSON.parse(readFileSync('.next/build-manifest.json', 'utf8')).rootMainFiles;

test('a page loads the framework chunks with the compile hint on top', async ({ page, request }) => {
  const loadedScripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') loadedScripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/no/terms-of-service');
  // Hydrated: React has taken over the server-rendered content (it keeps its fiber on each node).
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);

  expect(rootMainFiles().length).toBeGreaterThan(0);
  for (const file of rootMainFiles()) {
    expect(loadedScripts).toContain(`/_next/${file}`);
    const body = await (await request.get(`/_next/${file}`)).text();
    expect(body.startsWith(COMPILE_HINT)).toBe(true);
  }
});
