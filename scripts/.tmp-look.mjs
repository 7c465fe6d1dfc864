import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
for (const [w, h] of [[1280, 1000], [390, 1700]]) for (const p of ['', '/no']) {
  const c = await b.newContext({ viewport: { width: w, height: h }, timezoneId: 'America/New_York' });
  const page = await c.newPage();
  await page.goto(`http://localhost:3100${p}/book`);
  await page.getByTestId('booking-picker').and(page.locator('[aria-busy=false]')).waitFor();
  await page.getByTestId('booking-times').getByRole('button').first().click();
  await page.mouse.move(0, 0); await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/book-${w}${p.replace('/', '-')}.png`, fullPage: w > 400 ? false : true });
  const sx = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  console.log(w, p, 'overflow', sx);
  await c.close();
}
await b.close();
