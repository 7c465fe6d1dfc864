import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import en from '@/messages/en.json';
import no from '@/messages/no.json';
import { waitForMail } from '../support/mail-drop';
import { getProducts } from './shop-mocks';

// The receipt PDF on the built server (docs/shop.md#receipt-pdf): after paying, the receipt page
// shows the receipt's number and figures and links its PDF, in the page's language; the PDF and
// the receipt e-mail's attachment are the sales document in the buyer's language.

const LANGUAGES = [
  { locale: 'en', prefix: '', texts: en },
  { locale: 'no', prefix: '/no', texts: no },
] as const;

const textOf = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text.replace(/\s+/g, ' ');

for (const { locale, prefix, texts } of LANGUAGES) {
  test(`${locale}: the receipt page shows the receipt and its PDF, and the e-mail carries it`, async ({ page, baseURL }) => {
    const [product] = await getProducts(page.request, locale);
    const email = `receipt-pdf.${locale}.${Date.now()}@example.com`;
    const checkout = await page.request.post('/api/payments/checkout', {
      data: { product_id: product!.id, origin_url: baseURL, locale, withdrawal_consent: true },
    });
    expect(checkout.status(), await checkout.text()).toBe(200);
    const sessionId = new URL(((await checkout.json()) as { checkout_url: string }).checkout_url).pathname.split('/').pop()!;
    const paid = await page.request.post(`/api/payments/demo/${sessionId}/pay`, { form: { email }, maxRedirects: 0 });
    expect(paid.status()).toBe(303);

    await page.goto(`${prefix}/digital-products/success?session_id=${sessionId}`);
    const summary = page.getByTestId('receipt-summary');
    await expect(summary).toContainText(texts.SalesDocument.receiptNumber);
    await expect(summary).toContainText(texts.SalesDocument.net);
    await expect(summary).toContainText(texts.SalesDocument.total);
    const link = summary.getByRole('link', { name: texts.SalesDocument.downloadReceipt });
    await expect(link).toHaveAttribute('href', `/api/receipts/${sessionId}`);

    const pdf = await page.request.get(`/api/receipts/${sessionId}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['cache-control']).toBe('private, no-store');
    const number = /filename="(?:receipt|kvittering)-(\d+)\.pdf"/.exec(pdf.headers()['content-disposition'] ?? '')?.[1];
    expect(number).toBeDefined();
    await expect(summary).toContainText(number!);
    const text = await textOf(new Uint8Array(await pdf.body()));
    expect(text).toContain(`${texts.SalesDocument.receipt} `);
    expect(text).toContain(texts.SalesDocument.numbered.replace('{number}', number!));
    expect(text).toContain(email);

    const mail = await waitForMail((received) => received.recipients.includes(email));
    const attached = mail.attachments.find((file) => file.contentType === 'application/pdf');
    expect(attached?.filename).toBe(texts.SalesDocument.receiptFile.replace('{number}', number!));
    expect(await textOf(new Uint8Array(Buffer.from(attached!.base64, 'base64')))).toContain(email);
  });
}
