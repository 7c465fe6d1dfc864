import { expect, test } from '@playwright/test';
import { layoutFaults, loadWholePage } from './eye/layout-faults';
import { describeTargets, MIN_TARGET, MIN_TARGET_WHERE_IT_COUNTS, smallTargets } from './eye/tap-targets';
import { textFaults } from './eye/text-faults';

// The visitor's-eye checks see each fault they are for, on a page made of nothing else, so a
// change that blinds one fails here rather than passing every page of visitor-eye.spec.ts.

const PICTURE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"/>')}`;

const FAULTY_PAGE = `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><body style="margin:0;font:16px/1.5 sans-serif">
  <img src="${PICTURE}" alt="squashed" style="width:0">
  <img src="/no-such-picture.png" alt="missing" width="40" height="30">
  <div style="width:2000px">wide</div>
  <p>Header.openMenu</p>
  <h2>Let's go</h2>
  <a href="/shop">View All Work</a>
  <h2 style="width:9ch">the ready-made kits</h2>
  <div id="buy"><button style="width:30px;height:30px">+</button></div>
  <button style="width:10px;height:10px;padding:0"></button>
</body></html>`;

const WELL_MADE_PAGE = `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><body style="margin:0;font:16px/1.5 sans-serif">
  <img src="${PICTURE}" alt="a picture" width="40" height="30">
  <h2>Let’s go to Nordlys Studio in Oslo</h2>
  <a href="/shop" style="display:inline-block;padding:12px">View all work from Monday</a>
  <h2>the ready-made kits</h2>
  <p>Files for Node.js and Brand.pdf, Org.nr. 987 654 325</p>
</body></html>`;

async function allFaults(page: import('@playwright/test').Page, html: string) {
  await page.route('**/*', (route) =>
    route.fulfill({ status: route.request().url().endsWith('/') ? 200 : 404, contentType: 'text/html', body: html }),
  );
  await page.goto('/');
  await loadWholePage(page);
  return [
    ...(await layoutFaults(page)),
    ...(await textFaults(page, { names: ['Nordlys Studio', 'Oslo'], language: 'en-US', admin: false })),
    ...describeTargets(await smallTargets(page, MIN_TARGET), MIN_TARGET),
    ...describeTargets(await smallTargets(page, MIN_TARGET_WHERE_IT_COUNTS, '#buy'), MIN_TARGET_WHERE_IT_COUNTS),
  ].join('\n');
}

test('each check finds its fault @mobile', async ({ page }) => {
  const faults = await allFaults(page, FAULTY_PAGE);
  expect(faults).toContain('image rendered 0×0: img "squashed"');
  expect(faults).toContain('image not loaded: img "missing"');
  expect(faults).toMatch(/document \d+ px wide in a 390 px viewport/);
  expect(faults).toContain('message key Header.openMenu');
  expect(faults).toContain('straight quote in "Let\'s go"');
  expect(faults).toContain('not sentence case (All, Work): "View All Work"');
  expect(faults).toContain('line break at the hyphen of "the ready-made kits"');
  expect(faults).toContain('control under 24×24 px: button "" 10×10');
  expect(faults).toContain('control under 44×44 px: button "+" 30×30');
});

test('a well-made page passes every check @mobile', async ({ page }) => {
  expect(await allFaults(page, WELL_MADE_PAGE)).toBe('');
});
