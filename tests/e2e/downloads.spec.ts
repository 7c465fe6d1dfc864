import { expect, test, type APIRequestContext } from '@playwright/test';
import { routing } from '@/i18n/routing';
import { productSeeds } from '@/lib/db/seed/data/products';
import en from '@/messages/en.json';
import no from '@/messages/no.json';
import { PAGE_SEEDS } from '../support/page-seeds';
import { seriousViolations } from './eye/accessibility';

// The buyer's side of receipts in the browser: the demo checkout asks for a valid e-mail, the
// "get your downloads again" form confirms in the page, a link that is no link explains itself,
// and the way to the form from the footer, the success page and a product page's FAQ.
// (The receipts themselves, through the run's SMTP peer: receipts.spec.ts.)

const seed = productSeeds[0]!;
const LANGUAGES = [
  { locale: 'en', prefix: '', texts: en },
  { locale: 'no', prefix: '/no', texts: no },
] as const;

/** A demo checkout opened as the shop's Buy button does; its page's URL and session id. */
async function openCheckout(request: APIRequestContext, baseURL: string, locale: 'en' | 'no') {
  const products = (await (await request.get('/api/digital-products')).json()) as Array<{ id: string; title: string }>;
  const product = products.find((p) => p.title === seed.title[routing.defaultLocale])!;
  const response = await request.post('/api/payments/checkout', {
    data: { product_id: product.id, origin_url: baseURL, locale, withdrawal_consent: true },
  });
  expect(response.status()).toBe(200);
  const { checkout_url } = (await response.json()) as { checkout_url: string };
  return { checkoutUrl: checkout_url, sessionId: new URL(checkout_url).pathname.split('/').pop()!, productId: product.id };
}

const paymentStatusOf = async (request: APIRequestContext, sessionId: string) =>
  ((await (await request.get(`/api/payments/status/${sessionId}`)).json()) as { payment_status: string }).payment_status;

test.describe("the demo checkout asks for the buyer's e-mail", () => {
  test('a mistyped address is named in the page, a valid one pays, and the success page leads to the re-send form', async ({
    page,
    request,
    baseURL,
  }) => {
    const { checkoutUrl, sessionId } = await openCheckout(request, baseURL!, 'en');
    await page.goto(checkoutUrl);
    const email = page.getByLabel(en.DemoCheckout.email);
    await expect(email).toHaveAccessibleDescription(en.DemoCheckout.emailHint);
    const pay = page.getByRole('button', { name: /^Pay / });

    await pay.click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(`${en.DemoCheckout.emailError} ${en.DemoCheckout.emailHint}`);
    await expect(email).toBeFocused();
    await email.fill('kari@example');
    await expect(email).toHaveAttribute('aria-invalid', 'false');
    await pay.click();
    await expect(page.getByText(en.DemoCheckout.emailError)).toBeVisible();
    expect(page.url()).toBe(checkoutUrl);
    expect(await paymentStatusOf(request, sessionId)).toBe('unpaid');
    expect(await seriousViolations(page)).toEqual([]);

    await email.fill('  kari.nordmann@example.com ');
    await pay.click();
    await expect(page).toHaveURL(`${baseURL}/digital-products/success?session_id=${sessionId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.PaymentSuccess.successTitle);
    await expect(page.getByText(en.PaymentSuccess.receiptNote)).toBeVisible();
    const again = page.locator('main').getByRole('link', { name: en.PaymentSuccess.downloadsAgain });
    await expect(again).toHaveAttribute('href', '/downloads');
    await again.click();
    await expect(page).toHaveURL(`${baseURL}/downloads`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.Downloads.resendTitle);
  });

  test("without JavaScript the browser posts the form, and the server's refusal is shown in the page's language", async ({
    browser,
    request,
    baseURL,
  }) => {
    const { checkoutUrl, sessionId } = await openCheckout(request, baseURL!, 'no');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(checkoutUrl);
    // The browser's own check lets this one through (no dot in the domain); the server does not.
    await page.getByLabel(no.DemoCheckout.email).fill('kari@eksempel');
    await page.getByRole('button', { name: /^Betal / }).click();
    await expect(page).toHaveURL(`${checkoutUrl}?error=email`);
    await expect(page.getByLabel(no.DemoCheckout.email)).toHaveAccessibleDescription(
      `${no.DemoCheckout.emailError} ${no.DemoCheckout.emailHint}`,
    );
    expect(await paymentStatusOf(request, sessionId)).toBe('unpaid');

    await page.getByLabel(no.DemoCheckout.email).fill('kari@eksempel.no');
    await page.getByRole('button', { name: /^Betal / }).click();
    await expect(page).toHaveURL(`${baseURL}/no/digital-products/success?session_id=${sessionId}`);
    expect(await paymentStatusOf(request, sessionId)).toBe('paid');
    await context.close();
  });
});

for (const { locale, prefix, texts } of LANGUAGES) {
  const t = texts.Downloads;

  test.describe(`get your downloads again (${locale})`, () => {
    test('the form checks the address, then confirms in the page until another address is wanted', async ({ page }) => {
      // The page's own clock, moved on below instead of waiting for it.
      await page.clock.install();
      await page.goto(`${prefix}/downloads`);
      await expect(page).toHaveTitle(`${t.resendMetaTitle} | Nordlys Studio`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.resendTitle);
      await expect(page.getByText(t.resendLead)).toBeVisible();

      const email = page.getByLabel(t.email);
      const submit = page.getByRole('button', { name: t.submit });
      await email.fill('kari@');
      await submit.click();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(t.emailError)).toBeVisible();

      const address = `nobody.${locale}.${Date.now()}@example.com`;
      const answered = page.waitForResponse('**/api/downloads/resend');
      await email.fill(address);
      await submit.click();
      const answer = await answered;
      expect(answer.status()).toBe(202);
      expect(answer.request().postDataJSON()).toEqual({ email: address, locale });

      const confirmation = page.getByRole('status').filter({ hasText: t.sentTitle });
      await expect(confirmation.getByRole('heading', { name: t.sentTitle })).toBeFocused();
      await expect(confirmation).toContainText(address);
      await expect(confirmation).toContainText(t.sentText);
      await expect(confirmation.getByRole('link', { name: locale === 'en' ? 'contact us' : 'kontakt oss' })).toHaveAttribute(
        'href',
        `${prefix}/contact`,
      );
      // It stays: no toast that fades away (a toast is gone after 4 s).
      await page.clock.fastForward(6_000);
      await expect(confirmation).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: t.anotherAddress }).click();
      await expect(page.getByLabel(t.email)).toBeFocused();
      await expect(page.getByLabel(t.email)).toHaveValue('');
    });

    test('a link that is none of ours explains what to do, privately and unindexed', async ({ page, request, baseURL }) => {
      const response = await page.goto(`${prefix}/downloads/not-a-real-link`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toMatch(/no-store/);
      expect(response?.headers()['cache-control']).toMatch(/private/);
      expect(response?.headers()['x-page-cache']).toBeUndefined();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.unknownTitle);
      await expect(page.getByText(t.unknownText)).toBeVisible();
      await expect(page.locator('main').getByRole('link', { name: t.getNewLink })).toHaveAttribute('href', `${prefix}/downloads`);
      await expect(page.locator('main').getByRole('link', { name: t.contactUs })).toHaveAttribute('href', `${prefix}/contact`);
      expect(await seriousViolations(page)).toEqual([]);

      if (locale === 'en') {
        // The Download button's address with such a token leads to the same page.
        const answer = await request.get('/api/downloads/not-a-real-link', { maxRedirects: 0 });
        expect([answer.status(), answer.headers()['location']]).toEqual([303, `${baseURL}/downloads/not-a-real-link`]);
      }
    });

    test("the footer and a product page's FAQ lead to the form", async ({ page, baseURL }) => {
      await page.goto(`${prefix}/about`);
      const footerLink = page.locator('footer').getByRole('link', { name: texts.Footer.downloadsAgain });
      await expect(footerLink).toHaveAttribute('href', `${prefix}/downloads`);

      await page.goto(`${prefix}/digital-products`);
      await page.getByRole('article').first().getByRole('link', { name: texts.ShopPage.viewDetails }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/digital-products/[0-9a-f-]{36}$`));
      // The product pages' questions are the shop's page content (its seed: the e2e site has not edited it).
      const { faqTitle, faq } = PAGE_SEEDS.shop.product;
      const lostLink = faq.find((entry) => entry.id === 'lost-link')!.question[locale]!;
      await expect(page.getByRole('heading', { level: 2, name: faqTitle[locale] })).toBeVisible();
      const question = page.locator('details').filter({ hasText: lostLink });
      await question.getByText(lostLink).click();
      const link = question.getByRole('link', { name: t.resendTitle });
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(`${baseURL}${prefix}/downloads`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.resendTitle);
    });
  });
}

test('robots.txt keeps the download pages out, and the sitemap does not list them', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /downloads');
  expect(robots).toContain('Disallow: /no/downloads');
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/downloads');
});

test.describe('on a phone @mobile', () => {
  test("the checkout's e-mail field, the re-send form and a link's page fit the screen", async ({ page, request, baseURL }) => {
    const { checkoutUrl } = await openCheckout(request, baseURL!, 'no');
    await page.goto(checkoutUrl);
    await expect(page.getByLabel(no.DemoCheckout.email)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Betal / })).toBeVisible();
    for (const path of [checkoutUrl, '/no/downloads', '/downloads', '/no/downloads/not-a-real-link']) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    }
    await page.goto('/no/downloads');
    await page.getByLabel(no.Downloads.email).fill(`mobil.${Date.now()}@example.com`);
    await page.getByRole('button', { name: no.Downloads.submit }).click();
    await expect(page.getByRole('heading', { name: no.Downloads.sentTitle })).toBeInViewport();
  });
});
