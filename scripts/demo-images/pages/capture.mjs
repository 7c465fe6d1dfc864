// Renders HTML compositions in headless Chromium (Playwright) and saves them as WebP with sharp,
// each under a size budget: the quality steps down until the file fits.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { chromium } from 'playwright';
import sharp from 'sharp';

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
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
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
