import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';

// The success page polls GET /api/payments/status/{session_id}; each test answers it in the
// browser and drives the 2-second poll with Playwright's clock.

const START = new Date('2025-06-02T10:00:00Z').getTime();
const SESSION = 'cs_test_1';

type Answer = { status: number; body?: unknown } | 'network-error';
const unfinished: Answer = {
  status: 200,
  body: {
    payment_status: 'unpaid',
    status: 'open',
    amount_total: 2900,
    currency: 'usd',
    metadata: { product_title: 'Minimal Beauty Instagram Posts' },
  },
};
const paid: Answer = {
  status: 200,
  body: {
    payment_status: 'paid',
    status: 'complete',
    amount_total: 2900,
    currency: 'usd',
    metadata: { product_title: 'Minimal Beauty Instagram Posts' },
  },
};
const expired: Answer = {
  status: 200,
  body: {
    payment_status: 'unpaid',
    status: 'expired',
    amount_total: 2900,
    currency: 'usd',
    metadata: { product_title: 'Minimal Beauty Instagram Posts' },
  },
};
const serverError: Answer = { status: 500, body: { detail: 'Internal server error' } };

/** Answers the status requests in turn (the last answer repeats) and counts them. */
async function answerStatus(page: Page, answers: Answer[]): Promise<{ count: () => number }> {
  let count = 0;
  await page.route(`**/api/payments/status/${SESSION}`, async (route) => {
    const answer = answers[Math.min(count, answers.length - 1)]!;
    count += 1;
    if (answer === 'network-error') await route.abort('connectionfailed');
    else await route.fulfill({ status: answer.status, json: answer.body });
  });
  return { count: () => count };
}

/** Opens the page with the clock stopped: only the first request goes out by itself. */
async function open(page: Page, path = `/digital-products/success?session_id=${SESSION}`) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START + 1000);
  await page.goto(path);
}

/**
 * Expects exactly one toast with the text. Sonner adds toasts on a timer, which the stopped clock
 * holds, so the clock is moved on a little while waiting. The first toast of a visit also fetches
 * sonner's code, which on a machine busy with the other test worker took just over 5 s once (the
 * toast was there when the poll gave up), hence the longer limit.
 */
async function expectToast(page: Page, text: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await expect
    .poll(
      async () => {
        await page.clock.runFor(50);
        return toast.count();
      },
      // Every 50 ms of real time, as the clock moves 50 ms a poll: the default back-off (up to
      // 1 s between polls) waited about 2 s a toast for 200 ms of the page's time.
      { timeout: 15_000, intervals: [50] },
    )
    .toBe(1);
}

test.describe('payment success, English', () => {
  test('is kept out of search engines', async ({ page }) => {
    await answerStatus(page, [unfinished]);
    await open(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('checks until paid, then shows the order and downloads the product', async ({ page }) => {
    const status = await answerStatus(page, [unfinished, paid]);
    await page.route(`**/api/download/${SESSION}`, (route) =>
      route.fulfill({ contentType: 'text/plain', body: 'Thank you for your purchase from Nordlys Studio!' }),
    );
    await open(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verifying Your Payment');
    await expect(page.getByText('Attempt 2 of 10')).toBeVisible();
    await page.clock.runFor(2000);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!');
    expect(status.count()).toBe(2);
    await expect(page.getByText('Minimal Beauty Instagram Posts')).toBeVisible();
    await expect(page.getByText('$29.00', { exact: true })).toBeVisible();
    await expectToast(page, 'Payment successful! You can now download your product.');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download your product' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`product_${SESSION}.txt`);
    expect(await readFile(await file.path(), 'utf8')).toBe('Thank you for your purchase from Nordlys Studio!');
    await expectToast(page, 'Download started successfully!');
  });

  test('tells the buyer when the download fails', async ({ page }) => {
    await answerStatus(page, [paid]);
    await page.route(`**/api/download/${SESSION}`, (route) => route.fulfill({ status: 404, json: { detail: 'Not found' } }));
    await open(page);
    await page.getByRole('button', { name: 'Download your product' }).click();
    await expectToast(page, 'Download failed. Please contact support.');
  });

  test('an expired session offers to try again or contact support', async ({ page }) => {
    const status = await answerStatus(page, [expired]);
    await open(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Session Expired');
    await expectToast(page, 'Payment session expired. Please try again.');
    await expect(page.getByRole('main').getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/digital-products');
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
    await page.clock.runFor(10_000);
    expect(status.count()).toBe(1);
  });

  test('times out after ten unfinished attempts, and Check Again starts over', async ({ page }) => {
    const status = await answerStatus(page, [unfinished]);
    await open(page);
    for (let attempt = 2; attempt <= 10; attempt += 1) {
      await expect(page.getByText(`Attempt ${attempt} of 10`)).toBeVisible();
      expect(status.count()).toBe(attempt - 1);
      await page.clock.runFor(2000);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verification Timed Out');
    expect(status.count()).toBe(10);
    await expectToast(page, 'Payment verification timed out. Please contact support if you completed the payment.');
    await page.clock.runFor(10_000);
    expect(status.count()).toBe(10);

    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verifying Your Payment');
    await expect(page.getByText('Attempt 2 of 10')).toBeVisible();
    expect(status.count()).toBe(11);
  });

  // The verification counts a missing session id as its error state
  // (docs/behaviour.md#payment-success), but a visitor who merely opened the page is shown the ways
  // on, not 'Payment Error' and its toast; a real session that fails to verify still gets them
  // (next tests).
  test('without a session id a visitor is shown the way to the shop and to the downloads, with no request and no error', async ({
    page,
  }) => {
    const status = await answerStatus(page, [paid]);
    await open(page, '/digital-products/success');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Looking for your purchase?');
    await expect(page.getByRole('main')).not.toContainText('charged');
    await expect(page.getByRole('main').getByRole('link', { name: 'Get your downloads again' })).toHaveAttribute('href', '/downloads');
    await expect(page.getByRole('main').getByRole('link', { name: 'Browse the templates' })).toHaveAttribute('href', '/digital-products');
    await page.clock.runFor(3000);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    expect(status.count()).toBe(0);
  });

  test('without a session id the server already sends that view, before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/digital-products/success');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Looking for your purchase?');
    await expect(page.getByRole('main').getByRole('link', { name: 'Browse the templates' })).toHaveAttribute('href', '/digital-products');
    await context.close();
  });

  test('retries failed requests until the tenth, then shows the error', async ({ page }) => {
    const status = await answerStatus(page, [serverError, 'network-error', serverError]);
    await open(page);
    for (let attempt = 2; attempt <= 10; attempt += 1) {
      await expect(page.getByText(`Attempt ${attempt} of 10`)).toBeVisible();
      await page.clock.runFor(2000);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Error');
    expect(status.count()).toBe(10);
    await expectToast(page, 'Error checking payment status. Please contact support.');
  });

  test('a failed request followed by paid still succeeds', async ({ page }) => {
    await answerStatus(page, ['network-error', serverError, paid]);
    await open(page);
    await expect(page.getByText('Attempt 2 of 10')).toBeVisible();
    await page.clock.runFor(2000);
    await expect(page.getByText('Attempt 3 of 10')).toBeVisible();
    await page.clock.runFor(2000);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!');
  });
});

test.describe('payment success, Norwegian', () => {
  test('shows the paid order in Norwegian', async ({ page }) => {
    await answerStatus(page, [paid]);
    await open(page, `/no/digital-products/success?session_id=${SESSION}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Betalingen er gjennomført!');
    await expect(page.getByText('29,00\u00a0$', { exact: true })).toBeVisible();
    await expectToast(page, 'Betalingen er gjennomført! Nå kan du laste ned produktet.');
    await expect(page.getByRole('button', { name: 'Last ned produktet' })).toBeEnabled();
  });

  test('counts the attempts and times out in Norwegian', async ({ page }) => {
    await answerStatus(page, [unfinished]);
    await open(page, `/no/digital-products/success?session_id=${SESSION}`);
    for (let attempt = 2; attempt <= 10; attempt += 1) {
      await expect(page.getByText(`Forsøk ${attempt} av 10`)).toBeVisible();
      await page.clock.runFor(2000);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bekreftelsen tok for lang tid');
    await expectToast(page, 'Bekreftelsen av betalingen tok for lang tid. Kontakt kundestøtte hvis du har fullført betalingen.');
    await expect(page.getByRole('button', { name: 'Sjekk igjen' })).toBeVisible();
  });

  test('the expired screen is in Norwegian', async ({ page }) => {
    await answerStatus(page, [expired]);
    await open(page, `/no/digital-products/success?session_id=${SESSION}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Betalingsøkten er utløpt');
    await expectToast(page, 'Betalingsøkten er utløpt. Prøv igjen.');
    await expect(page.getByRole('main').getByRole('link', { name: 'Prøv igjen' })).toHaveAttribute('href', '/no/digital-products');
  });

  test('a session that cannot be verified is a payment error in Norwegian', async ({ page }) => {
    await answerStatus(page, [serverError]);
    await open(page, `/no/digital-products/success?session_id=${SESSION}`);
    for (let attempt = 2; attempt <= 10; attempt += 1) {
      await expect(page.getByText(`Forsøk ${attempt} av 10`)).toBeVisible();
      await page.clock.runFor(2000);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Betalingsfeil');
    await expectToast(page, 'Det oppstod en feil da vi sjekket betalingsstatusen. Kontakt kundestøtte.');
    await expect(page.getByRole('main').getByRole('link', { name: 'Kontakt kundestøtte' })).toHaveAttribute('href', '/no/contact');
  });

  test('without a session id it shows the ways on in Norwegian', async ({ page }) => {
    await page.goto('/no/digital-products/success');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ser du etter kjøpet ditt?');
    await expect(page.getByRole('main').getByRole('link', { name: 'Få nedlastingene dine på nytt' })).toHaveAttribute(
      'href',
      '/no/downloads',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Se malene' })).toHaveAttribute('href', '/no/digital-products');
  });
});
