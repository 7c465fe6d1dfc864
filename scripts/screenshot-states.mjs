// The states `npm run screenshots` captures beside the plain pages: the phone menu open, the
// contact form refused with its errors, a purchase through the demo checkout up to its success
// page, and the admin's sections signed in. Controls are found by their words in the messages,
// so a changed text needs no change here.
import { readFileSync } from 'node:fs';
import { hydrated } from './hydration.mjs';

const messagesOf = (locale) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8'));
/** 'Pay {amount}' → /^Pay/: a message's words before its first placeholder. */
const startsWith = (message) =>
  new RegExp(
    `^${message
      .split('{')[0]
      .trim()
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    'i',
  );

/** The admin's sections captured signed in (the admin is in the default language). */
export const ADMIN_PATHS = [
  '/admin',
  '/admin/projects',
  '/admin/products',
  '/admin/testimonials',
  '/admin/messages',
  '/admin/orders',
  '/admin/bookings',
  '/admin/discounts',
  '/admin/pages',
  '/admin/settings',
  '/admin/team',
  '/admin/account',
  '/admin/audit',
  '/admin/system',
  '/admin/reset-password',
];

/** The described record forms captured open, by section: `?edit=<id>` opens a record's form (its first record). */
export const ADMIN_FORMS = [
  { section: 'projects', list: '/api/projects' },
  { section: 'products', list: '/api/admin/products' },
  { section: 'testimonials', list: '/api/admin/testimonials' },
];

/** Each public state in `locale` as [file stem, action that leaves the page in it]; phone-only ones say so. */
export function publicStates(origin, locale, prefix, productId) {
  const t = messagesOf(locale);
  const openCheckout = async (page) => {
    await page.goto(`${origin}${prefix}/digital-products/${productId}`, { waitUntil: 'load' });
    // A consent ticked before the buy box hydrates is not React's: Buy would refuse it.
    while (!(await hydrated(page, '#product-buy-box'))) await page.waitForTimeout(50);
    await page.getByRole('checkbox', { name: t.ProductDetail.withdrawalConsent }).check();
    await page
      .getByRole('button', { name: startsWith(t.ProductDetail.buyNow) })
      .first()
      .click();
    await page.waitForURL(/\/checkout\//);
  };
  return [
    {
      stem: 'menu-open',
      phoneOnly: true,
      run: async (page) => {
        await page.goto(`${origin}${prefix || '/'}`, { waitUntil: 'load' });
        await page.getByRole('button', { name: t.Header.openMenu }).click();
        await page.getByRole('button', { name: t.Header.closeMenu }).first().waitFor();
      },
    },
    {
      stem: 'contact-errors',
      run: async (page) => {
        await page.goto(`${origin}${prefix}/contact`, { waitUntil: 'load' });
        await page.getByRole('button', { name: t.ContactForm.submit }).click();
        await page.locator('[aria-invalid="true"]').first().waitFor();
      },
    },
    {
      // The demo checkout with its price, VAT and total, before paying.
      stem: 'checkout',
      run: async (page) => {
        await openCheckout(page);
        await page.getByTestId('sale-summary').waitFor();
      },
    },
    {
      stem: 'purchase-success',
      run: async (page) => {
        await openCheckout(page);
        await page.getByLabel(t.DemoCheckout.email).fill('buyer@example.com');
        await page.getByRole('button', { name: startsWith(t.DemoCheckout.pay) }).click();
        await page.waitForURL(/\/success\?session_id=/);
        await page.getByRole('heading', { name: t.PaymentSuccess.successTitle }).waitFor({ timeout: 30_000 });
      },
    },
  ];
}

/** Signs the browser context in with the admin account (SCREENSHOT_ADMIN_PASSWORD, else the local default). */
export async function signIn(context, origin) {
  const response = await context.request.post(`${origin}/api/admin/login`, {
    data: { username: process.env.SCREENSHOT_ADMIN_USERNAME ?? 'admin', password: process.env.SCREENSHOT_ADMIN_PASSWORD ?? 'studio-admin' },
    timeout: 30_000,
  });
  if (response.status() !== 200) throw new Error(`admin sign-in failed: ${response.status()} ${await response.text()}`);
}
