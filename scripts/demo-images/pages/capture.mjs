// Renders HTML compositions in headless Chromium (Playwright) and saves them as WebP with sharp,
// each under a size budget: the quality steps down until the file fits.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright';
import sharp from 'sharp';
import { LIB } from './three.mjs';

const THREE_ROOT = join(dirname(createRequire(import.meta.url).resolve('three')), '..');

export const SIZE_BUDGET = 90 * 1024;
const QUALITIES = [80, 74, 68, 62, 56, 50, 44];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function openBrowser() {
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--font-render-hinting=none'] });
}

/** One page's pixels at width x height (CSS pixels, device scale 1). */
export async function screenshot(browser, html, width, height) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  try {
    // three.js scenes (./three.mjs) import their modules from LIB, served here from node_modules.
    await page.route(`${LIB}three/**`, async (route) => {
      const path = new URL(route.request().url()).pathname.replace(/^\/three\//, '');
      route.fulfill({ body: await readFile(join(THREE_ROOT, path)), contentType: 'text/javascript' });
    });
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForFunction(() => [...document.querySelectorAll('[data-render]')].every((c) => c.dataset.render !== ''), null, {
      timeout: 60_000,
    });
    const failed = await page.$$eval('[data-render^="failed"]', (list) => list.map((c) => c.dataset.render));
    if (failed.length) throw new Error(`a three.js scene failed: ${failed.join('; ')}`);
    return await page.screenshot({ type: 'png' });
  } finally {
    await page.close();
  }
}

/** Encodes the PNG as WebP within the budget and writes it; returns the size in bytes. */
export async function saveWebp(png, file) {
  let out;
  for (const quality of QUALITIES) {
    out = await sharp(png).webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
    if (out.length <= SIZE_BUDGET) break;
  }
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, out);
  return out.length;
}
