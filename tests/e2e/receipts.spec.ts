import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from './warm-context';
import { productSeeds } from '@/lib/db/seed/data/products';
import en from '@/messages/en.json';
import no from '@/messages/no.json';
import { mailsTo, waitForMail } from '../support/mail-drop';
import type { ReceivedMail } from '../support/smtp-peer';

// A purchase's receipt end to end: bought in the browser with the demo checkout, mailed by the
// server through the run's real SMTP peer (tests/e2e/global-setup.ts) in the language of the
// shop, its link's page, the download, the link running out, and the re-send form's new link.

const product = productSeeds.find((p) => p.key === 'ig-posts-wellness-coach')!;
const MAX_DOWNLOADS = 10;

const LANGUAGES = [
  {
    locale: 'en',
    prefix: '',
    buy: /Buy now/,
    pay: /^Pay /,
    texts: en,
    subject: (title: string) => `Your receipt from Nordlys Studio: ${title}`,
  },
  {
    locale: 'no',
    prefix: '/no',
    buy: /Kjøp nå/i,
    pay: /^Betal /,
    texts: no,
    subject: (title: string) => `Kvitteringen din fra Nordlys Studio: ${title}`,
  },
] as const;

/** The link page's address in a receipt; its token. */
function linkIn(mail: ReceivedMail, baseURL: string, prefix: string): { url: string; token: string } {
  const match = new RegExp(`${baseURL}${prefix}/downloads/([A-Za-z0-9_-]{43})`).exec(mail.text);
  expect(match, `a download link in:\n${mail.text}`).not.toBeNull();
  return { url: match![0], token: match![1]! };
}

async function buy(page: Page, { locale, prefix, buy, pay, texts }: (typeof LANGUAGES)[number], email: string) {
  await page.goto(`${prefix}/digital-products`);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: product.title[locale] }) });
  await card.getByRole('link', { name: buy }).click();
  await page.getByRole('checkbox', { name: texts.ProductDetail.withdrawalConsent }).check();
  await page.locator('#product-buy-box').getByRole('button', { name: buy }).click();
  await expect(page).toHaveURL(/\/checkout\//);
  await page.getByRole('textbox').fill(email);
  await page.getByRole('button', { name: pay }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/digital-products/success\\?session_id=`));
}

for (const language of LANGUAGES) {
  const { locale, prefix, texts, subject } = language;
  const title = product.title[locale];
  const t = texts.Downloads;

  test(`${locale}: the receipt arrives in the shop's language, once, and its link downloads the product`, async ({ page, baseURL }) => {
    const email = `receipt.${locale}.${Date.now()}@example.com`;
    await buy(page, language, email);

    const receipt = await waitForMail((mail) => mail.recipients.includes(email));
    expect(receipt.headers.subject).toBe(subject(title));
    expect(receipt.text).toContain(texts.ReceiptMail.thanks);
    expect(receipt.html).toContain(texts.ReceiptMail.thanks);
    const link = linkIn(receipt, baseURL!, prefix);

    await page.goto(link.url);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(`${MAX_DOWNLOADS} ${locale === 'en' ? 'of' : 'av'} ${MAX_DOWNLOADS}`, { exact: true })).toBeVisible();
    await expect(page.locator('main time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: t.download, exact: true }).click();
    const download = await downloading;
    expect(await readFile((await download.path())!, 'utf8')).toBe(product.deliverable[locale]);
    await page.reload();
    await expect(page.getByText(`${MAX_DOWNLOADS - 1} ${locale === 'en' ? 'of' : 'av'} ${MAX_DOWNLOADS}`, { exact: true })).toBeVisible();

    // The success page's reloads and status polls send no second receipt.
    await page.waitForTimeout(2_000);
    expect(mailsTo(email)).toHaveLength(1);
  });
}

test('the 11th download of a link shows why it stopped, and the re-send form delivers a new link', async ({ page, request, baseURL }) => {
  const language = LANGUAGES[0];
  const email = `spent.${Date.now()}@example.com`;
  await buy(page, language, email);
  const { url, token } = linkIn(await waitForMail((mail) => mail.recipients.includes(email)), baseURL!, '');

  for (let n = 1; n <= MAX_DOWNLOADS; n++) {
    const answer = await request.get(`/api/downloads/${token}`, { maxRedirects: 0 });
    expect(answer.status(), `download ${n}`).toBe(200);
    expect(await answer.text()).toBe(product.deliverable[language.locale]);
  }
  await page.goto(`/api/downloads/${token}`);
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.Downloads.usedUpTitle);
  await expect(page.getByText(en.Downloads.usedUpText.replace('{max}', String(MAX_DOWNLOADS)))).toBeVisible();

  await page.locator('main').getByRole('link', { name: en.Downloads.getNewLink }).click();
  await expect(page).toHaveURL(`${baseURL}/downloads`);
  await page.getByLabel(en.Downloads.email).fill(email.toUpperCase());
  await page.getByRole('button', { name: en.Downloads.submit }).click();
  await expect(page.getByRole('heading', { name: en.Downloads.sentTitle })).toBeVisible();

  const fresh = await waitForMail((mail) => mail.recipients.includes(email) && !mail.text.includes(token));
  const renewed = linkIn(fresh, baseURL!, '');
  expect(renewed.token).not.toBe(token);
  await page.goto(renewed.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title[language.locale]);
  await expect(page.getByRole('link', { name: en.Downloads.download, exact: true })).toHaveAttribute(
    'href',
    `/api/downloads/${renewed.token}`,
  );
});
