import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { createTestDatabase } from '../support/postgres-database';
import { E2E_ADMIN } from '../support/admin-http';
import { pdfBytes, sha256 } from '../support/product-files';
import { startServer, systemPort, type ServerProcess } from '../support/server-process';
import { openCheckout, payDemoSession } from '../support/site-http';
import { groupRssMb } from './rss';
import { SCALE } from './scale';

// A large product file, uploaded through the admin API, bought with the demo checkout and
// downloaded from a production server while its memory (RSS of the server's process group; the
// embedded PGlite database runs inside it as WebAssembly, so it counts too) is sampled. The file
// is stored and served in 1 MiB database rows: the server must not hold the file in memory.
// Holding it would grow RSS by at least the file's size per download in flight, so the bound is
// 60 % of the file per download: the file's size alone decides between holding and streaming.
// PGlite grows by under a megabyte while it streams (0.0 and 0.4 MB measured), so in `npm test`
// 32 MB tell the two apart as surely as 100 MB do (19 MB allowed, 32 MB held) at a third of the
// time (one 100 MB download on PGlite takes 18 s). A streaming server on Postgres still grows by
// V8's slack, up to 97 MB measured for one 100 MB download (docs/decisions/young-generation.md:
// 64 MB of external memory before a collection and the young generation), whatever the file's
// size: so Postgres is measured with downloads at once that would hold about 200 MB (2 × 100 MB
// at full scale, 6 × 32 MB in `npm test`) against a bound of about 120 MB. SYSTEM_SCALE=full
// (scale.ts) runs the 100 MB file.
const MB = 1024 * 1024;
const { fileBytes: FILE_BYTES, postgresDownloads: POSTGRES_DOWNLOADS } = SCALE.download;
const FILE_MB = FILE_BYTES / MB;
/** Per download in flight: a server holding the file would grow by the file's size or more for each. */
const MAX_GROWTH_MB_PER_DOWNLOAD = 0.6 * FILE_MB;
const SAMPLE_MS = 50;
// The upload's peak over the RSS just before it, sampled every 50 ms, on PGlite (in the server's
// process): 72.7 MB measured for 100 MB; issue 46 saw 333 MB with PGlite's own bytea codec. The
// growth is mostly a step, not per byte (docs/decisions/upload-memory.md; tests/api/product-file-
// memory.test.ts bounds the per-byte part on 4 MiB). On Postgres it is logged: V8's slack alone
// has reached 97 MB there.
const MAX_UPLOAD_GROWTH_MB = 150;

async function signIn(origin: string): Promise<Record<string, string>> {
  const response = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  expect(response.status).toBe(200);
  return { authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` };
}

async function uploadFile(origin: string, auth: Record<string, string>, bytes: Buffer, name: string): Promise<string> {
  const response = await fetch(`${origin}/api/admin/product-files?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: auth,
    body: bytes as unknown as BodyInit,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function boughtProduct(origin: string, auth: Record<string, string>, fileId: string, title: string): Promise<string> {
  const created = await fetch(`${origin}/api/admin/products`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      title,
      description: 'A large file',
      price: '5',
      category: 'Brand Identity Template Collection',
      file_id: fileId,
    }),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const opened = await openCheckout(origin, id);
  if (!opened.ok) throw new Error(opened.detail);
  const paid = await payDemoSession(origin, opened.value);
  if (!paid.ok) throw new Error(paid.detail);
  return opened.value;
}

/** One download: the body's hash and size, and the headers. */
async function download(server: ServerProcess, sessionId: string) {
  const response = await fetch(`${server.origin}/api/download/${sessionId}`);
  const hash = createHash('sha256');
  let size = 0;
  for await (const piece of response.body as unknown as AsyncIterable<Uint8Array>) {
    hash.update(piece);
    size += piece.byteLength;
  }
  return { status: response.status, headers: response.headers, sha256: hash.digest('hex'), size };
}

/** `work`'s result, and the server's RSS sampled from just before it until it ended (the first sample is the baseline). */
async function sampled<T>(server: ServerProcess, work: () => Promise<T>) {
  const samples = [groupRssMb(server.pid())];
  const timer = setInterval(() => samples.push(groupRssMb(server.pid())), SAMPLE_MS);
  try {
    return { value: await work(), samples };
  } finally {
    clearInterval(timer);
    samples.push(groupRssMb(server.pid()));
  }
}

const growthOf = (samples: number[]) => Math.max(...samples) - samples[0]!;

async function measure(server: ServerProcess, label: string, count: number, maxUploadGrowthMb?: number) {
  const auth = await signIn(server.origin);
  // A small purchase first, so the route's code is loaded and compiled before the measurement.
  const warmUp = await boughtProduct(
    server.origin,
    auth,
    await uploadFile(server.origin, auth, pdfBytes(3 * MB), 'warm-up.pdf'),
    'Warm Up',
  );
  await (await fetch(`${server.origin}/api/download/${warmUp}`)).arrayBuffer();

  const bytes = pdfBytes(FILE_BYTES);
  const expectedHash = sha256(bytes);
  const started = performance.now();
  const upload = await sampled(server, () => uploadFile(server.origin, auth, bytes, 'Large Kit.pdf'));
  const uploadSeconds = (performance.now() - started) / 1000;
  const uploadGrowth = growthOf(upload.samples);
  const sessionId = await boughtProduct(server.origin, auth, upload.value, 'Large Kit');

  const { value: downloads, samples } = await sampled(server, () =>
    Promise.all(Array.from({ length: count }, () => download(server, sessionId))),
  );
  const growth = growthOf(samples);
  const summary =
    `${label}: upload in ${uploadSeconds.toFixed(1)} s: RSS ${upload.samples[0]!.toFixed(0)} MB before, peak ${Math.max(...upload.samples).toFixed(0)} MB, ` +
    `growth ${uploadGrowth.toFixed(1)} MB, ${upload.samples.at(-1)!.toFixed(0)} MB after; ${count} download(s) at once: baseline ${samples[0]!.toFixed(0)} MB, ` +
    `peak ${Math.max(...samples).toFixed(0)} MB, growth ${growth.toFixed(1)} MB over ${samples.length} samples`;
  console.log(summary);
  test.info().annotations.push({ type: 'rss', description: summary });

  for (const download of downloads) {
    expect(download.status).toBe(200);
    expect(download.headers.get('content-length')).toBe(String(FILE_BYTES));
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="Large Kit.pdf"; filename*=UTF-8''Large%20Kit.pdf`);
    expect(download.size).toBe(FILE_BYTES);
    expect(download.sha256).toBe(expectedHash);
  }
  expect(growth, summary).toBeLessThanOrEqual(MAX_GROWTH_MB_PER_DOWNLOAD * count);
  if (maxUploadGrowthMb !== undefined) expect(uploadGrowth, summary).toBeLessThanOrEqual(maxUploadGrowthMb);
}

test.describe('product file download memory', () => {
  test(`a ${FILE_MB} MB product file uploads with at most ${MAX_UPLOAD_GROWTH_MB} MB and downloads byte-identical with at most ${Math.round(MAX_GROWTH_MB_PER_DOWNLOAD)} MB RSS growth (PGlite)`, async () => {
    test.setTimeout(300_000);
    const server = await startServer({ port: systemPort(10) });
    try {
      await measure(server, 'PGlite', 1, MAX_UPLOAD_GROWTH_MB);
    } finally {
      await test
        .info()
        .attach('server.log', { path: server.logFile })
        .catch(() => undefined);
      await server.dispose();
    }
  });

  test(`a ${FILE_MB} MB product file downloads byte-identical ${POSTGRES_DOWNLOADS} times at once with at most ${Math.round(MAX_GROWTH_MB_PER_DOWNLOAD * POSTGRES_DOWNLOADS)} MB RSS growth (Postgres)`, async () => {
    test.skip(!process.env.TEST_DATABASE_URL, 'TEST_DATABASE_URL names no Postgres server');
    test.setTimeout(300_000);
    const database = await createTestDatabase(process.env.TEST_DATABASE_URL!);
    try {
      const server = await startServer({ port: systemPort(11), databaseUrl: database.url });
      try {
        await measure(server, 'Postgres', POSTGRES_DOWNLOADS);
      } finally {
        await test
          .info()
          .attach('server.log', { path: server.logFile })
          .catch(() => undefined);
        await server.dispose();
      }
    } finally {
      await database.drop();
    }
  });
});
