import { eq } from 'drizzle-orm';
import { GET as downloadBySession } from '@/app/api/download/[sessionId]/route';
import { GET as downloadByToken } from '@/app/api/downloads/[token]/route';
import { POST as pay } from '@/app/api/payments/demo/[sessionId]/pay/route';
import { getDb } from '@/lib/db/client';
import { digitalProducts, type DigitalProductRow } from '@/lib/db/schema';
import { issueDownloadLink } from '@/lib/shop/downloads/links';
import { deliverableText } from '@/lib/shop/downloads/deliverable';
import { ordersOf, payForm, products, request, sessionParams, startCheckout } from '../support/payments';

// The deliverable text is in the language the buyer bought in: Norwegian for an order from /no
// when the product has one, English otherwise; the same by session id and by receipt link.

jest.setTimeout(30_000);

let product: DigitalProductRow;

beforeAll(async () => {
  [product] = (await products()) as [DigitalProductRow];
}, 120_000);

/** A paid demo order in `locale`: its session id and a receipt link's token. */
async function bought(locale: 'en' | 'no', of = product): Promise<{ sessionId: string; token: string }> {
  const { sessionId } = await startCheckout(of, locale);
  expect((await request(pay, `/api/payments/demo/${sessionId}/pay`, payForm(), sessionParams(sessionId))).status).toBe(303);
  const [order] = await ordersOf(sessionId);
  const token = await (await getDb()).transaction((tx) => issueDownloadLink(tx, order!.id));
  return { sessionId, token };
}

async function downloadedTexts({ sessionId, token }: { sessionId: string; token: string }): Promise<string[]> {
  const bySession = await request(downloadBySession, `/api/download/${sessionId}`, {}, sessionParams(sessionId));
  const byToken = await request(downloadByToken, '/api/downloads/token', {}, { params: Promise.resolve({ token }) });
  expect([bySession.status, byToken.status]).toEqual([200, 200]);
  return [await bySession.text(), await byToken.text()];
}

describe('the deliverable text', () => {
  it('is picked by the order’s language, English when there is no Norwegian one', () => {
    const both = { deliverable: { en: 'Your files', no: 'Filene dine' } };
    expect(deliverableText(both, 'no')).toBe('Filene dine');
    expect(deliverableText(both, 'en')).toBe('Your files');
    expect(deliverableText({ deliverable: { en: 'Your files' } }, 'no')).toBe('Your files');
  });

  it('every demo product has one in Norwegian, different from the English one', () => {
    expect(product.deliverable?.no).toMatch(/^Takk for at du handlet hos Nordlys Studio!/);
    expect(product.deliverable?.no).not.toBe(product.deliverable?.en);
  });

  it('is Norwegian for a buyer who bought on /no, by both download paths', async () => {
    expect(await downloadedTexts(await bought('no'))).toEqual([product.deliverable?.no, product.deliverable?.no]);
  });

  it('is English for a buyer who bought on the English site', async () => {
    expect(await downloadedTexts(await bought('en'))).toEqual([product.deliverable?.en, product.deliverable?.en]);
  });

  it('is English on /no for a product without a Norwegian text', async () => {
    const db = await getDb();
    const [english] = await db
      .insert(digitalProducts)
      .values({
        title: { en: 'English Only Kit' },
        description: { en: 'A kit.' },
        priceCents: 1900,
        category: 'Brand Identity Template Collection',
        deliverable: { en: 'Your files: https://example.com/files' },
      })
      .returning();
    expect(await downloadedTexts(await bought('no', english!))).toEqual([english!.deliverable?.en, english!.deliverable?.en]);
    await db.update(digitalProducts).set({ active: false }).where(eq(digitalProducts.id, english!.id));
  });
});
