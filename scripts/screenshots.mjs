// `npm run screenshots`: every public page in both languages at a phone's and a laptop's width,
// whole pages, into docs/screenshots/ — what a reviewer opens to judge the design without a server;
// then the states of scripts/screenshot-states.mjs (open menu, refused form, purchase, the admin).
// Needs the site running (`npm run build && npm start`, or the e2e server); SCREENSHOT_ORIGIN
// points elsewhere (default http://localhost:3000).
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { discoverRecords, localized, publicRoutes } from './bench/pages.mjs';
import { LOCALE_TAGS } from '../i18n/locales.ts';
import { DEFAULT_LOCALE, LOCALE_PREFIXES as LOCALES } from './locales.mjs';
import { writeContactSheets } from './contact-sheets.mjs';
import { ADMIN_FORMS, ADMIN_PATHS, publicStates, signIn } from './screenshot-states.mjs';

const origin = process.env.SCREENSHOT_ORIGIN ?? 'http://localhost:3000';
const outDir = 'docs/screenshots';
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
];
// Beside the benchmark's routes: the booking page, the receipt re-send form and the not-found page.
const EXTRA_ROUTES = [{ path: '/downloads' }, { path: '/this-page-does-not-exist' }];

/** 'digital-products/abc-123' → 'digital-products-detail'; ids are random per database. */
function fileStem(path, records) {
  if (path === '/') return 'home';
  return path
    .replace(`/projects/${records.projectSlug}`, '/projects-detail')
    .replace(`/digital-products/${records.productId}`, '/digital-products-detail')
    .replace(/^\//, '')
    .replaceAll('/', '-');
}

/** Scrolls through the page so lazy images load, waits for every image, then back to the top. */
async function loadWholePage(page) {
  // Chromium's whole-page capture leaves images decoded asynchronously blank below the fold (they
  // show for a visitor, who scrolls to them): decoded synchronously they are in the shot.
  await page.evaluate(() =>
    document.querySelectorAll('img').forEach((image) => {
      image.loading = 'eager';
      image.decoding = 'sync';
    }),
  );
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  // The header's compact state and fades settle after the scroll back.
  await page.waitForTimeout(400);
}

const records = await discoverRecords(origin);
// Every case study, not only the benchmark's: each client's identity is its own (issue 51).
const projects = await (await fetch(`${origin}/api/projects`)).json();
const caseStudies = projects.filter(({ slug }) => slug !== records.projectSlug).map(({ slug }) => ({ path: `/projects/${slug}` }));
const routes = [...publicRoutes(records), ...caseStudies, ...EXTRA_ROUTES];
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
// Each shot by language (or 'admin') and width, in the order taken, for the contact sheets.
const sheets = new Map();
const addToSheet = (name, width, file) => {
  const key = `${name}-${width}`;
  if (!sheets.has(key)) sheets.set(key, { name, width, files: [] });
  sheets.get(key).files.push(file);
};
try {
  for (const size of WIDTHS) {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const capture = async (stem, sheet) => {
      await loadWholePage(page);
      const file = `${outDir}/${stem}-${size.width}.jpg`;
      // JPEG at a modest quality keeps ~100 whole-page shots small enough to live in the repository.
      await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 70 });
      addToSheet(sheet, size.width, file);
      console.log(file);
    };
    for (const { locale, prefix } of LOCALES) {
      for (const route of routes) {
        await page.goto(`${origin}${localized(route.path, prefix)}`, { waitUntil: 'load' });
        await capture(`${locale}-${fileStem(route.path, records)}`, locale);
      }
      for (const state of publicStates(origin, locale, prefix, records.productId)) {
        if (state.phoneOnly && size.name !== 'phone') continue;
        await state.run(page);
        // An open menu is a fixed layer: the viewport, not the page behind it.
        if (state.phoneOnly)
          await page.screenshot({ path: `${outDir}/${locale}-${state.stem}-${size.width}.jpg`, type: 'jpeg', quality: 70 });
        else await capture(`${locale}-${state.stem}`, locale);
      }
    }
    await signIn(context, origin);
    // The admin in each language, as a browser in that language first opens it (lib/admin/locale.ts).
    for (const { locale } of LOCALES) {
      await context.setExtraHTTPHeaders({ 'accept-language': LOCALE_TAGS[locale].intl });
      const sheet = locale === DEFAULT_LOCALE ? 'admin' : `admin-${locale}`;
      for (const path of ADMIN_PATHS) {
        await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
        await capture(`${sheet}-${path.replace(/^\/admin\/?/, '') || 'dashboard'}`, sheet);
      }
      for (const { section, list } of ADMIN_FORMS) {
        const [first] = await (await context.request.get(`${origin}${list}`)).json();
        await page.goto(`${origin}/admin/${section}?edit=${first.id}`, { waitUntil: 'networkidle' });
        await page.getByRole('dialog').waitFor();
        // A dialog is a fixed layer: the viewport is what the studio sees.
        const file = `${outDir}/${sheet}-${section}-form-${size.width}.jpg`;
        await page.screenshot({ path: file, type: 'jpeg', quality: 70 });
        addToSheet(sheet, size.width, file);
      }
    }
    await context.close();
  }
  await writeContactSheets(browser, outDir, [...sheets.values()]);
} finally {
  await browser.close();
}
