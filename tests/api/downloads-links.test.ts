import { eq } from 'drizzle-orm';
import { GET as downloadBySessionId } from '@/app/api/download/[sessionId]/route';
import { GET as downloadByToken } from '@/app/api/downloads/[token]/route';
import { POST as pay } from '@/app/api/payments/demo/[sessionId]/pay/route';
import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { downloadLinks, orders, type DigitalProductRow } from '@/lib/db/schema';
import { issueDownloadLink, linkIdOf, readDownloadLink } from '@/lib/shop/downloads/links';
import { DOWNLOAD_RATE_LIMIT } from '@/lib/shop/checkout/limits';
import { ordersOf, payForm, products, request, SITE, sessionParams, startCheckout } from '../support/payments';

// GET /api/downloads/{token}, the Download button of a receipt link's page: the file while the
// link is valid, counted on the link; the link's page (which explains) once it is not.

let product: DigitalProductRow;

beforeAll(async () => {
  [product] = (await products()) as [DigitalProductRow];
}, 120_000);

/** A paid demo order in `locale` and a fresh link to it: the order's session and id, and the link's token. */
async function boughtWithLink(locale: 'en' | 'no' = 'en'): Promise<{ sessionId: string; orderId: string; linkId: string; token: string }> {
  const { sessionId } = await startCheckout(product, locale);
  expect((await request(pay, `/api/payments/demo/${sessionId}/pay`, payForm(), sessionParams(sessionId))).status).toBe(303);
  const [order] = await ordersOf(sessionId);
  const token = await (await getDb()).transaction((tx) => issueDownloadLink(tx, order!.id));
  return { sessionId, orderId: order!.id, linkId: linkIdOf(token)!, token };
}

const tokenParams = (token: string) => ({ params: Promise.resolve({ token }) });
/** The success page's download, by checkout session. */
const downloadBySession = (sessionId: string) => request(downloadBySessionId, `/api/download/${sessionId}`, {}, sessionParams(sessionId));
// The path only names the route; the handler reads the token from the params, as Next decoded it.
const download = (token: string, ip?: string) =>
  request(downloadByToken, '/api/downloads/token', ip ? { headers: { 'x-forwarded-for': ip } } : {}, tokenParams(token));

async function linkRow(linkId: string) {
  const [link] = await (await getDb()).select().from(downloadLinks).where(eq(downloadLinks.id, linkId));
  return link!;
}

describe('GET /api/downloads/{token}', () => {
  it('downloads the product like the success page does, counting each download on the link', async () => {
    const { linkId, token } = await boughtWithLink();
    const before = await readDownloadLink(token);
    for (let n = 1; n <= 2; n++) {
      const response = await download(token);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="product_cs_demo_\w+\.txt"$/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toBe(product.deliverable?.en);
    }
    expect(await readDownloadLink(token)).toMatchObject({ state: 'valid', downloadsLeft: before!.downloadsLeft - 2 });
    expect((await linkRow(linkId)).downloadCount).toBe(2);
  });

  it("sends a used-up link to its page, in the order's language, without counting", async () => {
    const { linkId, token } = await boughtWithLink('no');
    const { maxDownloads } = (await readDownloadLink(token))!;
    for (let n = 0; n < maxDownloads; n++) expect((await download(token)).status).toBe(200);
    const refused = await download(token);
    expect([refused.status, refused.headers.get('location'), refused.headers.get('cache-control')]).toEqual([
      303,
      `${SITE}/no/downloads/${token}`,
      'no-store',
    ]);
    expect(await readDownloadLink(token)).toMatchObject({ state: 'used-up', downloadsLeft: 0 });
    expect((await linkRow(linkId)).downloadCount).toBe(maxDownloads);
  });

  it("sends an expired link and a refunded order's link to their page", async () => {
    const db = await getDb();
    const expired = await boughtWithLink();
    await db
      .update(downloadLinks)
      .set({ expiresAt: new Date(Date.now() - 86_400_000) })
      .where(eq(downloadLinks.id, expired.linkId));
    const refunded = await boughtWithLink('no');
    await db.update(orders).set({ status: 'refunded', refundedAt: new Date() }).where(eq(orders.id, refunded.orderId));
    for (const [{ token }, path, state] of [
      [expired, '/downloads/', 'expired'],
      [refunded, '/no/downloads/', 'refunded'],
    ] as const) {
      const response = await download(token);
      expect([response.status, response.headers.get('location')]).toEqual([303, `${SITE}${path}${token}`]);
      expect((await readDownloadLink(token))?.state).toBe(state);
    }
  });

  it.each([
    ['a made-up token', 'not-a-real-token'],
    ['a token of the right shape that we did not sign', 'A'.repeat(43)],
    ['a token with a slash', 'a/b'],
    ['a token with a line break', 'x\r\nSet-Cookie: a=b'],
  ])('sends %s to the (English) explanation page, escaped', async (_label, token) => {
    const response = await download(token);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SITE}/downloads/${encodeURIComponent(token)}`);
  });

  it('answers 404 itself for a token that could not stand in an address', async () => {
    for (const token of ['t'.repeat(10 * 1024), 'a\u0000b', 'a\uD800b']) {
      const response = await download(token);
      expect([response.status, await response.json()]).toEqual([404, { detail: 'Download link not found' }]);
    }
  });

  it('a signed token that was altered by one character is unknown', async () => {
    const { token } = await boughtWithLink();
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await readDownloadLink(altered)).toBeNull();
    expect((await download(altered)).headers.get('location')).toBe(`${SITE}/downloads/${altered}`);
  });

  it('counts against the same per-address download limit as the success page', async () => {
    const { token } = await boughtWithLink();
    const ip = '203.0.113.90';
    for (let n = 0; n < DOWNLOAD_RATE_LIMIT.points; n++) await download('unknown-token', ip);
    const refused = await download(token, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await readDownloadLink(token))?.downloadsLeft).toBe((await readDownloadLink(token))?.maxDownloads);
  });
});

describe('GET /api/download/{session_id} within the same allowance', () => {
  const USED_UP = 'This purchase has been downloaded as often as it allows. Request a new link at /downloads.';

  it("stops once the order has been downloaded as often as a link allows, e.g. by its receipt's link", async () => {
    const { sessionId, token } = await boughtWithLink();
    const { maxDownloads } = (await readDownloadLink(token))!;
    for (let n = 0; n < maxDownloads; n++) expect((await download(token)).status).toBe(200);
    const refused = await downloadBySession(sessionId);
    expect([refused.status, await refused.json()]).toEqual([410, { detail: USED_UP }]);
    expect((await ordersOf(sessionId))[0]!.downloadCount).toBe(maxDownloads);
  });

  it('gives the success page itself as many downloads, however many addresses ask', async () => {
    const { sessionId } = await boughtWithLink();
    const maxDownloads = getEnv().DOWNLOAD_LINK_MAX_DOWNLOADS;
    const answers = await Promise.all(Array.from({ length: maxDownloads + 5 }, () => downloadBySession(sessionId)));
    expect(answers.filter((response) => response.status === 200)).toHaveLength(maxDownloads);
    expect(answers.filter((response) => response.status === 410)).toHaveLength(5);
    expect((await ordersOf(sessionId))[0]!.downloadCount).toBe(maxDownloads);
  });

  it('stops the configured days after the purchase, like a link issued with it', async () => {
    const { sessionId, orderId, token } = await boughtWithLink();
    const days = getEnv().DOWNLOAD_LINK_DAYS;
    expect((await downloadBySession(sessionId)).status).toBe(200);
    const db = await getDb();
    await db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - days * 86_400_000 - 60_000) })
      .where(eq(orders.id, orderId));
    const refused = await downloadBySession(sessionId);
    expect([refused.status, await refused.json()]).toEqual([
      410,
      { detail: 'The downloads of this purchase have expired. Request a new link at /downloads.' },
    ]);
    expect((await ordersOf(sessionId))[0]!.downloadCount).toBe(1);
    // A link issued later (a resent receipt) still works for its own days.
    expect((await download(token)).status).toBe(200);
  });
});
