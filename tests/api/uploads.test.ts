import { count } from 'drizzle-orm';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { POST as upload } from '@/app/api/upload/image/route';
import { GET as serve, HEAD as serveHead } from '@/app/uploads/[file]/route';
import { getDb } from '@/lib/db/client';
import { uploadedImages } from '@/lib/db/schema';
import { params, send } from '../support/api';
import { adminToken, bearer } from '../support/admin';
import { bitmapPng, flat, meteredBody, multipart, noise } from '../support/images';
import { captureLog } from '../support/log-capture';

const MB = 1024 * 1024;
const IMAGE_URL = /^\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(jpg|png|webp)$/;

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

type Answer = Awaited<ReturnType<typeof send>>;

/** Every refusal is a 4xx with `{detail}` as JSON, and what the admin words it by (lib/http/refusal.ts) where it is the admin's to fix. */
function expectRefusal(answer: Answer, status: number, detail: string | RegExp = /\S/, refusal: Record<string, string> = {}) {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(answer.body).toEqual({ detail: expect.stringMatching(detail), ...refusal });
}

const UNDECODABLE = { reason: 'imageUndecodable' };

const postForm = async (
  bytes: Uint8Array,
  options: Parameters<typeof multipart>[1] = {},
  headers: Record<string, string> = bearer(token),
) => {
  const { body, contentType } = await multipart(bytes, options);
  return send(upload, '/api/upload/image', { method: 'POST', body, headers: { ...headers, 'content-type': contentType } });
};

const postStream = (stream: ReadableStream<Uint8Array>, headers: Record<string, string>) =>
  send(upload, '/api/upload/image', {
    method: 'POST',
    body: stream,
    headers: { ...bearer(token), ...headers },
    duplex: 'half',
  } as Parameters<typeof send>[2]);

const fileOf = (url: string) => url.slice('/uploads/'.length);
const get = (file: string, headers: Record<string, string> = {}) => send(serve, `/uploads/${file}`, { headers }, params({ file }));

/** Fetches a stored image's raw bytes through the serving route. */
async function fetchImage(url: string) {
  const file = fileOf(url);
  const response = await serve(new Request(`http://localhost:3000${url}`), params({ file }));
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const storedCount = async () => (await (await getDb()).select({ n: count() }).from(uploadedImages))[0]!.n;

describe('POST /api/upload/image: who may upload', () => {
  it('answers 401 without a token or with a forged one, and never reads the body', async () => {
    const before = await storedCount();
    const png = await flat(10, 10).png().toBuffer();
    const { body, contentType } = await multipart(png);
    const forged = await new SignJWT({ sub: 'admin', jti: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('y'.repeat(48)));

    for (const headers of [{}, bearer(forged), bearer('not-a-token'), { cookie: `studio_admin=${forged}` }]) {
      const metered = meteredBody(body, body.length);
      const answer = await send(upload, '/api/upload/image', {
        method: 'POST',
        body: metered.stream,
        headers: { ...headers, 'content-type': contentType },
        duplex: 'half',
      } as Parameters<typeof send>[2]);
      expectRefusal(answer, 401);
      expect(metered.pulled).toBe(0);
    }
    expect(await storedCount()).toBe(before);
  });

  it('accepts the session cookie from the site itself, and refuses it from another origin', async () => {
    const png = await flat(10, 10).png().toBuffer();
    const cookie = { cookie: `studio_admin=${token}` };
    expect((await postForm(png, {}, { ...cookie, origin: 'http://localhost:3000' })).status).toBe(201);
    expectRefusal(await postForm(png, {}, { ...cookie, origin: 'https://evil.example' }), 403);
  });
});

describe('POST /api/upload/image: accepted images', () => {
  it.each([
    ['jpeg', 'jpg', 'image/jpeg'],
    ['png', 'png', 'image/png'],
    ['webp', 'webp', 'image/webp'],
  ] as const)('stores a %s and serves it back re-encoded', async (format, extension, contentType) => {
    const original = await noise(640, 480).toFormat(format).toBuffer();
    const answer = await postForm(original, { name: `photo.${extension}`, type: contentType });
    expect(answer.status).toBe(201);
    const { image_url } = answer.body as { image_url: string };
    expect(image_url).toMatch(IMAGE_URL);
    expect(image_url.endsWith(`.${extension}`)).toBe(true);

    const { response, bytes } = await fetchImage(image_url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(contentType);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/);
    expect(await sharp(bytes).metadata()).toMatchObject({ format, width: 640, height: 480 });
  });

  it('applies the EXIF orientation and strips EXIF, XMP and ICC data', async () => {
    // Stored 300×200 with "rotate 90° clockwise": a viewer shows it 200×300.
    const original = await noise(300, 200)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret', Artist: 'secret' } } })
      .toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const answer = await postForm(original, { name: 'camera.jpg', type: 'image/jpeg' });
    expect(answer.status).toBe(201);
    const { bytes } = await fetchImage((answer.body as { image_url: string }).image_url);
    const stored = await sharp(bytes).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(bytes.includes('secret')).toBe(false);
  });

  it('converts a Display P3 photo to sRGB before dropping its profile, so colours survive', async () => {
    const p3 = await flat(8, 8).withIccProfile('p3').jpeg({ quality: 100 }).toBuffer();
    const fileValues = [...(await sharp(p3, { ignoreIcc: true }).raw().toBuffer()).subarray(0, 3)];
    const answer = await postForm(p3, { name: 'phone.jpg', type: 'image/jpeg' });
    const { bytes } = await fetchImage((answer.body as { image_url: string }).image_url);
    expect((await sharp(bytes).metadata()).icc).toBeUndefined();
    const stored = [...(await sharp(bytes).raw().toBuffer()).subarray(0, 3)];
    // flat() is sRGB (200, 120, 140); in P3 the file holds other numbers for the same colour.
    expect(fileValues).not.toEqual([200, 120, 140]);
    stored.forEach((value, i) => expect(Math.abs(value - [200, 120, 140][i]!)).toBeLessThanOrEqual(3));
  });

  it('fits a large image inside 2400×2400 and never enlarges a small one', async () => {
    const wide = await postForm(await flat(5000, 1000).jpeg().toBuffer(), { name: 'wide.jpg', type: 'image/jpeg' });
    const wideImage = await fetchImage((wide.body as { image_url: string }).image_url);
    expect(await sharp(wideImage.bytes).metadata()).toMatchObject({ width: 2400, height: 480 });

    const small = await postForm(await flat(120, 80).png().toBuffer());
    const smallImage = await fetchImage((small.body as { image_url: string }).image_url);
    expect(await sharp(smallImage.bytes).metadata()).toMatchObject({ width: 120, height: 80 });
  });

  it('goes by the bytes, not the file name or the declared type', async () => {
    const png = await flat(40, 30).png().toBuffer();
    const answer = await postForm(png, { name: 'holiday.gif', type: 'image/jpeg' });
    expect(answer.status).toBe(201);
    const { image_url } = answer.body as { image_url: string };
    expect(image_url).toMatch(/\.png$/);
    expect(image_url).not.toContain('holiday');
    expect((await fetchImage(image_url)).response.headers.get('content-type')).toBe('image/png');
  });
});

describe('POST /api/upload/image: refused uploads', () => {
  const onlyImages = 'Only JPEG, PNG and WebP images are accepted';

  it('refuses a text file, an SVG and a GIF whatever they are called (415)', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const gif = await flat(10, 10).gif().toBuffer();
    expectRefusal(await postForm(Buffer.from('just some text'), { name: 'notes.png', type: 'image/png' }), 415, onlyImages);
    expectRefusal(await postForm(Buffer.from(svg), { name: 'logo.png', type: 'image/png' }), 415, onlyImages);
    expectRefusal(await postForm(Buffer.from(svg), { name: 'logo.svg', type: 'image/svg+xml' }), 415, onlyImages);
    expectRefusal(await postForm(gif, { name: 'anim.png', type: 'image/png' }), 415, onlyImages);
  });

  it('refuses a truncated PNG or JPEG with 422, and logs what the decoder said', async () => {
    const logged = captureLog();
    for (const format of ['png', 'jpeg'] as const) {
      const whole = await noise(300, 200).toFormat(format).toBuffer();
      expectRefusal(await postForm(whole.subarray(0, Math.floor(whole.length / 2))), 422, /could not be decoded/, UNDECODABLE);
    }
    // Right signature, nothing readable after it.
    expectRefusal(await postForm(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])), 422, /\S/, UNDECODABLE);
    logged.restore();
    expect(logged.lines).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: 'an uploaded image could not be decoded', reason: expect.stringMatching(/png|jpeg/i) }),
    );
  });

  it('measures a 20000×20000 PNG by its header and refuses it quickly, without decoding it', async () => {
    const bomb = bitmapPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const started = performance.now();
    expectRefusal(await postForm(bomb), 413, /40 megapixels.*20000×20000/, {
      reason: 'imageTooManyPixels',
      width: '20000',
      height: '20000',
    });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses more than 10 MB whether the length is declared, missing or a lie (413)', async () => {
    const tooLarge = 'The image must be at most 10 MB';
    const { body: head, contentType } = await multipart(new Uint8Array(16));
    const withType = { 'content-type': contentType };

    const declared = meteredBody(head, 11 * MB);
    expectRefusal(await postStream(declared.stream, { ...withType, 'content-length': String(11 * MB) }), 413, tooLarge);
    expect(declared.pulled).toBe(0);

    // A gigabyte with no length: reading stops right after the cap.
    const undeclared = meteredBody(head, 1024 * MB);
    expectRefusal(await postStream(undeclared.stream, withType), 413, tooLarge);
    expect(undeclared.pulled).toBeLessThan(11 * MB);

    const lying = meteredBody(head, 11 * MB);
    expectRefusal(await postStream(lying.stream, { ...withType, 'content-length': '1000' }), 413, tooLarge);
    expect(lying.pulled).toBeLessThan(11 * MB);
  });

  it('refuses a whole 11 MB form and a file just over 10 MB (413)', async () => {
    expectRefusal(await postForm(new Uint8Array(11 * MB)), 413, 'The image must be at most 10 MB');
    expectRefusal(await postForm(new Uint8Array(10 * MB + 1)), 413, 'The image must be at most 10 MB');
  });

  it('refuses a body that is not a multipart form (415)', async () => {
    const png = await flat(10, 10).png().toBuffer();
    expectRefusal(
      await send(upload, '/api/upload/image', { method: 'POST', json: { file: 'x' }, headers: bearer(token) }),
      415,
      /multipart\/form-data/,
    );
    expectRefusal(
      await send(upload, '/api/upload/image', { method: 'POST', body: png, headers: { ...bearer(token), 'content-type': 'image/png' } }),
      415,
    );
    expectRefusal(await send(upload, '/api/upload/image', { method: 'POST', body: png, headers: bearer(token) }), 415);
  });

  it('refuses a form without exactly one non-empty file in "file" (400)', async () => {
    const png = await flat(10, 10).png().toBuffer();
    expectRefusal(await postForm(png, { field: 'image' }), 400, 'The form must have the image in the field "file"');
    expectRefusal(await postForm(new Uint8Array(0)), 400, 'The image file is empty');

    const asText = new FormData();
    asText.append('file', 'not a file');
    expectRefusal(await send(upload, '/api/upload/image', { method: 'POST', body: asText, headers: bearer(token) }), 400, /field "file"/);

    const two = new FormData();
    two.append('file', new File([png], 'a.png'));
    two.append('file', new File([png], 'b.png'));
    expectRefusal(
      await send(upload, '/api/upload/image', { method: 'POST', body: two, headers: bearer(token) }),
      400,
      'Send one image per upload in the field "file"',
    );

    const broken = { ...bearer(token), 'content-type': 'multipart/form-data; boundary=xyz' };
    expectRefusal(await send(upload, '/api/upload/image', { method: 'POST', body: 'no parts here', headers: broken }), 400);
  });
});

describe('GET /uploads/<uuid>.<ext>', () => {
  let url: string;
  beforeAll(async () => {
    url = ((await postForm(await flat(50, 40).png().toBuffer())).body as { image_url: string }).image_url;
  });

  it('answers 404 with a detail for an unknown id', async () => {
    expectRefusal(await get('00000000-0000-4000-8000-000000000000.png'), 404, 'Image not found');
  });

  it('answers 404 for any name that is not exactly <uuid>.<stored extension>', async () => {
    const [, id] = IMAGE_URL.exec(url)!;
    const names = [
      '../../etc/passwd',
      '..%2f..%2fetc%2fpasswd',
      `..%2f${id}.png`,
      `${id}.png/../../etc/passwd`,
      `${id}.jpg`,
      `${id}.webp`,
      `${id}.jpeg`,
      `${id}.PNG`,
      `${id!.toUpperCase()}.png`,
      `${id}.png.png`,
      `${id}`,
      'not-a-uuid.png',
      '',
    ];
    for (const name of names) expectRefusal(await get(name), 404, 'Image not found');
  });

  it('answers 304 to a matching If-None-Match and HEAD without a body', async () => {
    const file = fileOf(url);
    const first = await get(file);
    const etag = first.headers.get('etag')!;

    for (const condition of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get(file, { 'if-none-match': condition });
      expect(again.status).toBe(304);
      expect(again.body).toBeNull();
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect((await get(file, { 'if-none-match': '"other"' })).status).toBe(200);

    const head = await send(serveHead, url, { method: 'HEAD' }, params({ file }));
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect(head.headers.get('content-type')).toBe('image/png');
    expect(head.headers.get('etag')).toBe(etag);
  });
});
