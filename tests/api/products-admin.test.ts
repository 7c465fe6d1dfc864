import { DELETE as remove, PUT as update } from '@/app/api/admin/products/[id]/route';
import { GET as listAdmin, POST as create } from '@/app/api/admin/products/route';
import { POST as uploadFile } from '@/app/api/admin/product-files/route';
import { GET as listPublic } from '@/app/api/digital-products/route';
import { GET as download } from '@/app/api/download/[sessionId]/route';
import { POST as pay } from '@/app/api/payments/demo/[sessionId]/pay/route';
import sitemap from '@/app/sitemap';
import type { DigitalProduct } from '@/lib/content/types';
import { getDb } from '@/lib/db/client';
import { checkoutSessions, productFileChunks, productFiles } from '@/lib/db/schema';
import type { DigitalProductRow } from '@/lib/db/schema';
import { NO_DELIVERABLE, type AdminProduct, type AdminProductFile } from '@/lib/shop/products/input';
import { eq, sql } from 'drizzle-orm';
import { detailOf as detail, params, send } from '../support/api';
import { adminToken, bearer } from '../support/admin';
import { generatedStream, PDF_SIGNATURE, pdfBytes, sha256, zipBytes } from '../support/product-files';
import { productInput } from '../support/product-input';
import { downloadCountOf, payForm, request, sessionParams, startCheckout } from '../support/payments';

jest.setTimeout(60_000);

let auth: Record<string, string>;
beforeAll(async () => {
  auth = bearer(await adminToken());
});

const PATH = '/api/admin/products';
const FILES = '/api/admin/product-files';
const post = (json: unknown, headers = auth) => send(create, PATH, { method: 'POST', json, headers });
const put = (id: string, json: unknown, headers = auth) => send(update, `${PATH}/${id}`, { method: 'PUT', json, headers }, params({ id }));
const del = (id: string, headers = auth) => send(remove, `${PATH}/${id}`, { method: 'DELETE', headers }, params({ id }));
const upload = (body: Uint8Array | ReadableStream<Uint8Array>, name = 'Brand kit.pdf', headers: Record<string, string> = auth) =>
  send(uploadFile, `${FILES}?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    body: body as BodyInit,
    headers,
    duplex: 'half',
  } as never);
const adminList = async () => (await send(listAdmin, PATH, { headers: auth })).body as AdminProduct[];
const publicList = async (locale = 'en') => (await send(listPublic, `/api/digital-products?locale=${locale}`)).body as DigitalProduct[];

async function created(overrides = {}): Promise<AdminProduct> {
  const answer = await post(productInput(overrides));
  expect(answer).toMatchObject({ status: 201 });
  return answer.body as AdminProduct;
}

async function uploaded(bytes: Uint8Array, name?: string): Promise<AdminProductFile> {
  const answer = await upload(bytes, name);
  expect(answer.status).toBe(201);
  return answer.body as AdminProductFile;
}

/** Checks out and pays for a product with the demo provider; the session id. */
async function bought(product: { id: string }): Promise<string> {
  const { sessionId } = await startCheckout(product as DigitalProductRow);
  const paid = await request(pay, `/api/payments/demo/${sessionId}/pay`, payForm(), sessionParams(sessionId));
  expect(paid.status).toBe(303);
  return sessionId;
}

const downloadOf = (sessionId: string) => request(download, `/api/download/${sessionId}`, {}, sessionParams(sessionId));

async function fileCount(): Promise<number> {
  const db = await getDb();
  return db.$count(productFiles);
}

describe('POST and GET /api/admin/products', () => {
  it('stores both languages with the price in cents and lists it for the admin and the shop, the studio note for the admin only', async () => {
    const input = productInput({ price: '34.5', studio_note: 'Master file: Drive › Shop › Brand kit' });
    const { status, body } = await post(input);
    expect(status).toBe(201);
    const saved = body as AdminProduct;
    expect(saved).toMatchObject({
      title: input.title,
      price_cents: 3450,
      currency: 'usd',
      active: true,
      file: null,
      order_count: 0,
      file_id: null,
      studio_note: 'Master file: Drive › Shop › Brand kit',
    });
    // Last, in the admin's list and the shop's (which has every field it shows, and no note).
    expect((await adminList()).at(-1)).toEqual(saved);
    expect((await publicList()).find((p) => p.id === saved.id)).toEqual({
      id: saved.id,
      title: input.title.en,
      description: input.description.en,
      price: 34.5,
      currency: 'usd',
      image_url: '/images/products/default.webp',
      category: input.category,
      subcategory: 'Launch',
      gallery: input.gallery,
      gallery_alt: input.gallery_alt.en,
      contents: input.contents.en,
      compatibility: input.compatibility.en,
      video_url: null,
    });
    expect((await publicList()).at(-1)!.id).toBe(saved.id);
    expect((await publicList('no')).find((p) => p.id === saved.id)).toMatchObject({
      title: input.title.no,
      subcategory: 'Lansering',
      gallery_alt: input.gallery_alt.no,
      contents: input.contents.no,
      compatibility: input.compatibility.no,
    });
  });

  it('reads a missing translation of the new texts in the default language, and counts it as missing', async () => {
    const saved = await created({
      gallery: ['/uploads/a.webp', '/uploads/b.webp'],
      gallery_alt: { en: ['First', 'Second'], no: ['Første'] },
      contents: { en: ['PDF guide'] },
      compatibility: { en: 'Works with Canva' },
    });
    expect(saved.translation_status.no).toMatchObject({ missing: expect.arrayContaining(['contents', 'compatibility']) });
    expect((await publicList('no')).find((p) => p.id === saved.id)).toMatchObject({
      gallery_alt: ['Første', 'Second'],
      contents: ['PDF guide'],
      compatibility: 'Works with Canva',
    });
  });

  it.each([
    ['a blank title', { title: ' ' }, 'title: must not be empty'],
    ['no price', { price: undefined }, 'price: Price is required'],
    ['three decimals', { price: '1.999' }, 'price: Price must be an amount in dollars with at most 2 decimals'],
    ['a zero price', { price: '0' }, 'price: Price must be more than 0'],
    ['a price above the cap', { price: '100001' }, 'price: Price must be at most 100000'],
    ['an unknown category', { category: 'Fonts' }, 'category: must be one of'],
    ['neither file nor deliverable', { deliverable: '', file_id: null }, `deliverable: ${NO_DELIVERABLE}`],
    ['a file id nobody uploaded', { file_id: '00000000-0000-4000-8000-00000000f11e' }, 'file_id: no uploaded file has this id'],
  ])('refuses %s with a detail naming the field, and stores nothing', async (_label, overrides, expected) => {
    const before = (await adminList()).length;
    const answer = await post(productInput(overrides as never));
    expect(answer.status).toBe(400);
    expect(detail(answer)).toContain(expected);
    expect((await adminList()).length).toBe(before);
  });
});

describe('PUT and DELETE /api/admin/products/{id}', () => {
  it('replaces every field and deactivating takes the product out of the shop', async () => {
    const product = await created();
    const changed = productInput({ title: 'Renamed', price: '12', active: false, subcategory: null });
    const { status, body } = await put(product.id, changed);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: product.id, title: { en: 'Renamed' }, price_cents: 1200, active: false, subcategory: null });
    expect((await publicList()).some((p) => p.id === product.id)).toBe(false);
    expect((await adminList()).find((p) => p.id === product.id)).toMatchObject({ active: false });
    const inSitemap = async () => (await sitemap()).some((entry) => entry.url.endsWith(`/digital-products/${product.id}`));
    expect(await inSitemap()).toBe(false);
    await put(product.id, productInput({ active: true }));
    expect(await inSitemap()).toBe(true);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect(await put('00000000-0000-4000-8000-000000000abc', productInput())).toMatchObject({
      status: 404,
      body: { detail: 'Product not found' },
    });
    expect(await del('not-a-uuid')).toMatchObject({ status: 404, body: { detail: 'Product not found' } });
  });

  it('deletes an unbought product with its abandoned checkouts and its file', async () => {
    const file = await uploaded(pdfBytes(5000));
    const product = await created({ file_id: file.id, deliverable: null });
    const { sessionId } = await startCheckout(product as never);
    expect((await del(product.id)).status).toBe(204);
    expect((await adminList()).some((p) => p.id === product.id)).toBe(false);
    const db = await getDb();
    expect(await db.$count(checkoutSessions, eq(checkoutSessions.id, sessionId))).toBe(0);
    expect(await db.$count(productFiles, eq(productFiles.id, file.id))).toBe(0);
    expect(await db.$count(productFileChunks, eq(productFileChunks.fileId, file.id))).toBe(0);
  });

  it('refuses (409) to delete a bought product, which stays downloadable', async () => {
    const product = await created();
    const sessionId = await bought(product);
    const answer = await del(product.id);
    expect(answer).toEqual({
      status: 409,
      body: {
        detail: 'This product has been bought 1 time; deactivate it instead so buyers keep their downloads.',
        // The admin words it in its own language (messages/admin/*/refusals.json).
        reason: 'productBought',
        count: '1',
      },
      headers: expect.anything(),
    });
    expect((await adminList()).find((p) => p.id === product.id)).toMatchObject({ order_count: 1 });
    expect((await downloadOf(sessionId)).status).toBe(200);
  });

  it('deletes the old file when a product is saved with another one', async () => {
    const first = await uploaded(pdfBytes(3000));
    const product = await created({ file_id: first.id });
    const second = await uploaded(zipBytes(4000), 'kit.zip');
    const { body } = await put(product.id, productInput({ file_id: second.id }));
    expect((body as AdminProduct).file).toEqual({ id: second.id, file_name: 'kit.zip', content_type: 'application/zip', size_bytes: 4000 });
    const db = await getDb();
    expect(await db.$count(productFiles, eq(productFiles.id, first.id))).toBe(0);
  });
});

describe('POST /api/admin/product-files', () => {
  it('stores a PDF or a ZIP in chunks and answers its name, size and type by content', async () => {
    const pdf = await uploaded(pdfBytes(2.5 * 1024 * 1024), '../../etc/Brånd "kit"\u0000.pdf');
    expect(pdf).toEqual({
      id: expect.any(String),
      file_name: 'etc Brånd kit .pdf',
      content_type: 'application/pdf',
      size_bytes: 2.5 * 1024 * 1024,
    });
    const db = await getDb();
    expect(await db.$count(productFileChunks, eq(productFileChunks.fileId, pdf.id))).toBe(3);
    const [row] = await db.select().from(productFiles).where(eq(productFiles.id, pdf.id));
    expect(row).toMatchObject({ chunkCount: 3, sha256: sha256(pdfBytes(2.5 * 1024 * 1024)) });
    // Named .pdf but a ZIP, and an empty archive: the content decides.
    expect(await uploaded(zipBytes(100), 'fake.pdf')).toMatchObject({ content_type: 'application/zip' });
    expect(await uploaded(Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]), 'empty.zip')).toMatchObject({
      content_type: 'application/zip',
      size_bytes: 22,
    });
  });

  it.each([
    ['an HTML page named .pdf', Buffer.from('<html><script>alert(1)</script></html>'), 'page.pdf'],
    ['a PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'image.zip'],
    ['a truncated signature', Buffer.from('%PD'), 'short.pdf'],
  ])('refuses %s with 415 and stores nothing', async (_label, bytes, name) => {
    const before = await fileCount();
    expect(await upload(bytes, name)).toMatchObject({ status: 415, body: { detail: 'Only PDF and ZIP files are accepted' } });
    expect(await fileCount()).toBe(before);
  });

  it('refuses an empty body and a missing name with 400', async () => {
    expect(await upload(new Uint8Array(0))).toMatchObject({ status: 400, body: { detail: 'The file is empty' } });
    expect(await send(uploadFile, FILES, { method: 'POST', body: pdfBytes(10) as BodyInit, headers: auth })).toMatchObject({
      status: 400,
      body: { detail: expect.stringContaining('?name=') },
    });
  });

  it('refuses a declared size over 100 MB unread', async () => {
    const before = await fileCount();
    const answer = await upload(pdfBytes(1000), 'big.pdf', { ...auth, 'content-length': String(100 * 1024 * 1024 + 1) });
    expect(answer).toMatchObject({ status: 413, body: { detail: 'The file must be at most 100 MB' } });
    expect(await fileCount()).toBe(before);
  });

  it('stops reading past 100 MB however the size was declared, and keeps none of it', async () => {
    const before = await fileCount();
    const db = await getDb();
    const chunksBefore = await db.$count(productFileChunks);
    const answer = await upload(generatedStream(PDF_SIGNATURE, 100 * 1024 * 1024 + 1), 'endless.pdf');
    expect(answer).toMatchObject({ status: 413, body: { detail: 'The file must be at most 100 MB' } });
    expect(await fileCount()).toBe(before);
    expect(await db.$count(productFileChunks)).toBe(chunksBefore);
  });

  it('deletes uploads no product took within a day at the next upload', async () => {
    const orphan = await uploaded(pdfBytes(100));
    const used = await uploaded(pdfBytes(100));
    await created({ file_id: used.id });
    const db = await getDb();
    await db
      .update(productFiles)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(sql`${productFiles.id} in (${orphan.id}, ${used.id})`);
    await uploaded(pdfBytes(100));
    expect(await db.$count(productFiles, eq(productFiles.id, orphan.id))).toBe(0);
    expect(await db.$count(productFiles, eq(productFiles.id, used.id))).toBe(1);
  });
});

describe('GET /api/download/{session_id} of a product with a file', () => {
  it('streams the file byte for byte, named after the product, and counts the download', async () => {
    const bytes = pdfBytes(3 * 1024 * 1024 + 17);
    const file = await uploaded(bytes);
    const product = await created({ title: 'Brånd Kit: "Pro"', file_id: file.id, deliverable: null });
    const sessionId = await bought(product);
    const response = await downloadOf(sessionId);
    expect(response.status).toBe(200);
    expect(
      Object.fromEntries(
        ['content-type', 'content-length', 'content-disposition', 'cache-control'].map((name) => [name, response.headers.get(name)]),
      ),
    ).toEqual({
      'content-type': 'application/pdf',
      'content-length': String(bytes.length),
      'content-disposition': `attachment; filename="Brand Kit Pro.pdf"; filename*=UTF-8''Br%C3%A5nd%20Kit%20Pro.pdf`,
      'cache-control': 'no-store',
    });
    expect(sha256(Buffer.from(await response.arrayBuffer()))).toBe(sha256(bytes));
    expect(await downloadCountOf(sessionId)).toBe(1);
  });

  it('keeps an inactive product downloadable for its buyer while it leaves the shop', async () => {
    const bytes = zipBytes(10_000);
    const file = await uploaded(bytes, 'kit.zip');
    const product = await created({ file_id: file.id });
    const sessionId = await bought(product);
    expect((await put(product.id, productInput({ file_id: file.id, active: false }))).status).toBe(200);
    expect((await publicList()).some((p) => p.id === product.id)).toBe(false);
    const response = await downloadOf(sessionId);
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'application/zip']);
    expect(sha256(Buffer.from(await response.arrayBuffer()))).toBe(sha256(bytes));
  });
});

describe('authorization of every product call', () => {
  const someId = '00000000-0000-4000-8000-000000000abc';
  const attempts = (headers: Record<string, string>) => [
    () => send(listAdmin, PATH, { headers }),
    () => post(productInput(), headers),
    () => put(someId, productInput(), headers),
    () => del(someId, headers),
    () => upload(pdfBytes(100), 'x.pdf', headers),
  ];

  it.each([
    ['no token', {}],
    ['a malformed bearer token', { authorization: 'Bearer abc.def.ghi' }],
    ['a forged cookie', { cookie: 'studio_admin=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.c2lnbmF0dXJl' }],
  ])('answers 401 with %s and changes nothing', async (_, headers) => {
    const before = await adminList();
    const files = await fileCount();
    for (const attempt of attempts(headers)) {
      const { status, body } = await attempt();
      expect(status).toBe(401);
      expect(body).toEqual({ detail: expect.any(String) });
    }
    expect(await adminList()).toEqual(before);
    expect(await fileCount()).toBe(files);
  });

  it('refuses a cookie-authenticated write from another site', async () => {
    const cookie = `studio_admin=${auth.authorization!.replace('Bearer ', '')}`;
    const crossSite = { cookie, origin: 'https://evil.example', host: 'localhost:3000' };
    const target = await created();
    expect(await post(productInput(), crossSite)).toMatchObject({ status: 403, body: { detail: 'Cross-site request refused' } });
    expect((await put(target.id, productInput(), crossSite)).status).toBe(403);
    expect((await del(target.id, crossSite)).status).toBe(403);
    expect((await upload(pdfBytes(100), 'x.pdf', crossSite)).status).toBe(403);
    expect((await adminList()).find((p) => p.id === target.id)).toEqual(target);
    expect((await post(productInput(), { cookie, origin: 'http://localhost:3000', host: 'localhost:3000' })).status).toBe(201);
  });
});
