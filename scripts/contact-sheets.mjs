// Contact sheets for `npm run screenshots`: every shot of one language at one width, small and side
// by side in one image, so a glance finds the page that is blank, broken or unlike its neighbours.
// Laid out as an HTML page in the screenshot browser (no image library to add), captured whole.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// A column per shot; a long page is cut at this many column widths, its top is what differs.
const COLUMN = { 390: 150, 1280: 260 };
const TALLEST = 7;

const escape = (text) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

function sheetHtml(title, files, column) {
  const cells = files
    .map(
      (file) =>
        `<figure><div><img src="${pathToFileURL(path.resolve(file)).href}"></div><figcaption>${escape(path.basename(file, '.jpg'))}</figcaption></figure>`,
    )
    .join('');
  return `<!doctype html><meta charset="utf-8"><style>
    body { margin: 0; padding: 16px; background: #ddd; font: 12px/1.3 system-ui, sans-serif; }
    h1 { font-size: 16px; margin: 0 0 12px; }
    main { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
    figure { margin: 0; width: ${column}px; }
    figure div { max-height: ${column * TALLEST}px; overflow: hidden; background: #fff; outline: 1px solid #999; }
    img { display: block; width: 100%; }
    figcaption { margin-top: 4px; overflow-wrap: anywhere; }
  </style><h1>${escape(title)}</h1><main>${cells}</main>`;
}

/** Writes `${outDir}/sheet-${name}-${width}.jpg` for each group ({ name, width, files }) with the browser's page. */
export async function writeContactSheets(browser, outDir, groups) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
  const page = await context.newPage();
  const html = path.resolve(outDir, '.contact-sheet.html');
  try {
    for (const { name, width, files } of groups) {
      if (!files.length) continue;
      writeFileSync(html, sheetHtml(`${name}, ${width} px: ${files.length} pages`, files, COLUMN[width] ?? 200));
      await page.goto(pathToFileURL(html).href, { waitUntil: 'load' });
      const file = `${outDir}/sheet-${name}-${width}.jpg`;
      await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 75 });
      console.log(file);
    }
  } finally {
    rmSync(html, { force: true });
    await context.close();
  }
}
