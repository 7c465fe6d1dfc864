import { suggestedPrice } from '@/lib/shop/products/prices';
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './warm-context';
import { routing } from '@/i18n/routing';
import { productSeeds } from '@/lib/db/seed/data/products';
import { seriousViolations } from './eye/accessibility';

// The demo checkout (the local stand-in for Stripe's page): a session is opened through the API as
// the shop's Buy button does, then paid or cancelled on our own page, in both languages.

const seed = productSeeds[0]!;

interface Language {
  locale: 'en' | 'no';
  prefix: string;
  texts: {
    heading: string;
    notice: string;
    withdrawal: string;
    total: string;
    amount: string;
    email: string;
    pay: string;
    cancel: string;
    paidTitle: string;
    backToProducts: string;
  };
}

const kroner = (cents: number) => suggestedPrice(cents, 'nok')! / 100;

const LANGUAGES: Language[] = [
  {
    locale: 'en',
    prefix: '',
    texts: {
      heading: 'Complete your purchase',
      notice: 'Test mode — no real payment',
      withdrawal: 'You asked for immediate delivery and accepted that you lose your 14-day right of withdrawal once delivery starts.',
      total: 'Total',
      amount: `$${(seed.price_cents / 100).toFixed(2)}`,
      email: 'Email address',
      pay: `Pay $${(seed.price_cents / 100).toFixed(2)}`,
      cancel: 'Cancel',
      paidTitle: 'This checkout is already paid',
      backToProducts: 'Back to digital products',
    },
  },
  {
    locale: 'no',
    prefix: '/no',
    texts: {
      heading: 'Fullfør kjøpet',
      notice: 'Testmodus – ingen ekte betaling',
      withdrawal: 'Du har bedt om levering med en gang og godtatt at du mister angreretten på 14 dager når leveringen starter.',
      // The Norwegian page charges the product's kroner price (seeded by the suggestion rule: $29 → 290 kr).
      total: 'Totalt',
      amount: `${kroner(seed.price_cents)},00\u00a0kr`,
      email: 'E-\u2060postadresse',
      pay: `Betal ${kroner(seed.price_cents)},00\u00a0kr`,
      cancel: 'Avbryt',
      paidTitle: 'Dette kjøpet er allerede betalt',
      backToProducts: 'Tilbake til digitale produkter',
    },
  },
];

async function openCheckout(request: APIRequestContext, baseURL: string, locale: string) {
  const products = (await (await request.get('/api/digital-products')).json()) as Array<{ id: string; title: string }>;
  const product = products.find((p) => p.title === seed.title[routing.defaultLocale])!;
  const response = await request.post('/api/payments/checkout', {
    data: { product_id: product.id, origin_url: baseURL, locale, withdrawal_consent: true },
  });
  expect(response.status()).toBe(200);
  const { checkout_url } = (await response.json()) as { checkout_url: string };
  return { productId: product.id, checkoutUrl: checkout_url, sessionId: new URL(checkout_url).pathname.split('/').pop()! };
}

for (const { locale, prefix, texts } of LANGUAGES) {
  const title = seed.title[locale];
  test.describe(`demo checkout (${locale})`, () => {
    test('shows the product, the amount and the test-mode notice, outside the public site', async ({ page, request, baseURL }) => {
      const { checkoutUrl, sessionId } = await openCheckout(request, baseURL!, locale);
      expect(new URL(checkoutUrl).pathname).toBe(`/checkout/${sessionId}`);
      await page.goto(checkoutUrl);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.heading);
      await expect(page.getByRole('note')).toContainText(texts.notice);
      await expect(page.getByText(texts.withdrawal, { exact: false })).toBeVisible();
      await expect(page.getByText(title, { exact: true })).toBeVisible();
      await expect(page.getByTestId('sale-summary')).toContainText(`${texts.total}${texts.amount}`);
      await expect(page.getByLabel(texts.email)).toHaveAttribute('type', 'email');
      await expect(page.getByRole('button', { name: texts.pay })).toBeVisible();
      await expect(page.getByRole('button', { name: texts.cancel })).toBeVisible();
      await expect(page.getByRole('navigation')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('Cancel returns to the product page with nothing paid', async ({ page, request, baseURL }) => {
      const { checkoutUrl, sessionId, productId } = await openCheckout(request, baseURL!, locale);
      await page.goto(checkoutUrl);
      await page.getByRole('button', { name: texts.cancel }).click();
      await expect(page).toHaveURL(`${baseURL}${prefix}/digital-products/${productId}`);
      const status = await (await request.get(`/api/payments/status/${sessionId}`)).json();
      expect(status).toMatchObject({ status: 'open', payment_status: 'unpaid' });
    });

    test('Pay lands on the success page, the purchase downloads, and the checkout cannot be paid again', async ({
      page,
      request,
      baseURL,
    }) => {
      const { checkoutUrl, sessionId } = await openCheckout(request, baseURL!, locale);
      await page.goto(checkoutUrl);
      await page.getByLabel(texts.email).fill('buyer@example.com');
      await page.getByRole('button', { name: texts.pay }).click();
      await expect(page).toHaveURL(`${baseURL}${prefix}/digital-products/success?session_id=${sessionId}`);

      const status = await request.get(`/api/payments/status/${sessionId}`);
      expect(await status.json()).toEqual({
        payment_status: 'paid',
        status: 'complete',
        receipt: expect.objectContaining({ number: expect.any(Number), currency: locale === 'no' ? 'nok' : 'usd' }),
        amount_total: locale === 'no' ? kroner(seed.price_cents) * 100 : seed.price_cents,
        currency: locale === 'no' ? 'nok' : 'usd',
        metadata: { product_id: expect.any(String), product_title: title },
      });
      const download = await request.get(`/api/download/${sessionId}`);
      expect(download.status()).toBe(200);
      expect(download.headers()['content-disposition']).toBe(`attachment; filename="product_${sessionId}.txt"`);
      // In the language the buyer bought in.
      expect(await download.text()).toBe(seed.deliverable[locale]);

      await page.goto(checkoutUrl);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.paidTitle);
      await expect(page.getByRole('button')).toHaveCount(0);
      await expect(page.getByRole('link', { name: texts.backToProducts })).toHaveAttribute('href', `${prefix}/digital-products`);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test('an unknown checkout session is a 404 page', async ({ page }) => {
  const response = await page.goto('/checkout/cs_demo_does_not_exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
});

test.describe('on a phone @mobile', () => {
  test('the checkout fits the screen with both buttons in reach together', async ({ page, request, baseURL }) => {
    const { checkoutUrl } = await openCheckout(request, baseURL!, 'no');
    await page.goto(checkoutUrl);
    const pay = page.getByRole('button', { name: LANGUAGES[1]!.texts.pay });
    // Below the buyer's details and the price: side by side once scrolled to.
    await pay.scrollIntoViewIfNeeded();
    await expect(pay).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Avbryt' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
