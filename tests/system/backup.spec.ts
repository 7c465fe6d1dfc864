import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { E2E_ADMIN } from '../support/admin-http';
import { flat } from '../support/images';
import { createTestDatabase } from '../support/postgres-database';
import { pdfBytes, sha256 } from '../support/product-files';
import { productInput } from '../support/product-input';
import { projectInput } from '../support/project-input';
import { sampleSum, scrapeMetrics } from '../support/prometheus';
import { BEHIND_TEST_PROXY, startServer, systemPort } from '../support/server-process';
import { openCheckout, payDemoSession, postContactMessage } from '../support/site-http';
import type { DatabaseLocation } from '../support/stored-records';

// Backups (docs/operations.md#backups): a site with a project, an uploaded image, a product file
// and an order is backed up with `npm run backup` while visitors read and write, restored with
// `npm run restore` into a new folder or database, and a server started on the copy has it all.
// Two servers per database: the site, then the restored copy.

type Auth = Record<string, string>;
const JSON_BODY = { 'Content-Type': 'application/json' };
const BUYER = 'backup-buyer@example.com';

async function signIn(origin: string): Promise<Auth> {
  const response = await fetch(`${origin}/api/admin/login`, { method: 'POST', headers: JSON_BODY, body: JSON.stringify(E2E_ADMIN) });
  expect(response.status).toBe(200);
  return { authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` };
}

async function created<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as T;
}

const bytesOf = async (url: string) => {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};

/** What the admin and a buyer put into the site, with the hashes of the files. */
async function fillSite(origin: string, auth: Auth) {
  const image = new FormData();
  image.append('file', new Blob([new Uint8Array(await flat(96, 64).png().toBuffer())], { type: 'image/png' }), 'hero.png');
  const { image_url } = await created<{ image_url: string }>(
    await fetch(`${origin}/api/upload/image`, { method: 'POST', headers: auth, body: image }),
  );
  const project = projectInput({ hero_image: image_url, image_gallery: [] });
  await created(
    await fetch(`${origin}/api/projects`, { method: 'POST', headers: { ...auth, ...JSON_BODY }, body: JSON.stringify(project) }),
  );
  const file = pdfBytes(3 * 1024 * 1024 + 17);
  const { id: fileId } = await created<{ id: string }>(
    await fetch(`${origin}/api/admin/product-files?name=kit.pdf`, { method: 'POST', headers: auth, body: new Uint8Array(file) }),
  );
  const product = productInput({ file_id: fileId, deliverable: null });
  const { id: productId } = await created<{ id: string }>(
    await fetch(`${origin}/api/admin/products`, { method: 'POST', headers: { ...auth, ...JSON_BODY }, body: JSON.stringify(product) }),
  );
  const checkout = await openCheckout(origin, productId);
  if (!checkout.ok) throw new Error(checkout.detail);
  const paid = await payDemoSession(origin, checkout.value, BUYER);
  if (!paid.ok) throw new Error(paid.detail);
  return {
    project,
    imageUrl: image_url,
    imageHash: sha256(await bytesOf(`${origin}${image_url}`)),
    fileHash: sha256(file),
    productId,
    sessionId: checkout.value,
  };
}
type Site = Awaited<ReturnType<typeof fillSite>>;

/** `npm run backup` or `npm run restore` with `file`, on the database at `location`. */
function run(command: 'backup' | 'restore', file: string, location: DatabaseLocation): Promise<{ code: number | null; output: string }> {
  const env = {
    ...process.env,
    ...('dataDir' in location ? { DATA_DIR: location.dataDir, DATABASE_URL: '' } : { DATABASE_URL: location.databaseUrl }),
  };
  const child = spawn(process.execPath, [`scripts/${command}.mjs`, file], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/**
 * Runs the backup while a visitor reads the shop and sends a contact message every 50 ms: none of
 * the requests may fail. The slowest answer is how long the site paused for the backup.
 */
async function backUpWhileServing(origin: string, file: string, location: DatabaseLocation) {
  let done = false;
  const failures: string[] = [];
  let answered = 0;
  let slowestMs = 0;
  const visitor = (async () => {
    for (let round = 0; !done; round++) {
      const started = performance.now();
      const [read, sent] = await Promise.all([
        fetch(`${origin}/api/digital-products`),
        postContactMessage(origin, `Sent during the backup (${round})`, `10.77.${round >> 8}.${round & 255}`),
      ]);
      slowestMs = Math.max(slowestMs, performance.now() - started);
      if (read.status !== 200) failures.push(`GET /api/digital-products answered ${read.status}`);
      await read.body?.cancel();
      if (!sent.ok) failures.push(sent.detail);
      answered += 2;
      await sleep(50);
    }
  })();
  const backup = await run('backup', file, location).finally(() => (done = true));
  await visitor;
  console.log(`${backup.output.trim()} ${answered} requests answered meanwhile, the slowest in ${Math.round(slowestMs)} ms`);
  expect(backup, backup.output).toMatchObject({ code: 0 });
  expect(failures).toEqual([]);
  expect(answered).toBeGreaterThan(0);
}

/** Everything of `site` on the restored server: the project, its image, the order and the file's bytes. */
async function expectRestored(origin: string, site: Site, auth: Auth) {
  const project = await fetch(`${origin}/api/projects/slug/${site.project.slug}`);
  expect(project.status).toBe(200);
  expect(await project.json()).toMatchObject({ title: site.project.title.en, hero_image: site.imageUrl });
  expect(sha256(await bytesOf(`${origin}${site.imageUrl}`))).toBe(site.imageHash);
  const orders = await fetch(`${origin}/api/admin/orders?product=${site.productId}`, { headers: auth });
  expect(orders.status).toBe(200);
  expect(((await orders.json()) as { orders: unknown[] }).orders).toEqual([
    expect.objectContaining({ customer_email: BUYER, status: 'paid' }),
  ]);
  expect(sha256(await bytesOf(`${origin}/api/download/${site.sessionId}`))).toBe(site.fileHash);
}

/**
 * The backup is noted in the database (by the server holding the embedded one, by the command
 * for Postgres): the site's metrics, read from the trusted loopback, show its size and time.
 */
async function expectNoted(origin: string, file: string) {
  const metrics = await scrapeMetrics(origin);
  expect(sampleSum(metrics, 'studio_backup_last_size_bytes')).toBe(statSync(file).size);
  expect(Date.now() / 1000 - sampleSum(metrics, 'studio_backup_last_success_timestamp_seconds')).toBeLessThan(120);
}

/** The embedded database: backed up through the server holding its folder, restored into a new folder. */
async function embeddedDatabase(folder: string) {
  const file = path.join(folder, 'site.tar.gz');
  const site = await startServer({ port: systemPort(12), dataDir: path.join(folder, 'site'), env: BEHIND_TEST_PROXY });
  let auth: Auth;
  let filled: Site;
  try {
    auth = await signIn(site.origin);
    filled = await fillSite(site.origin, auth);
    await backUpWhileServing(site.origin, file, { dataDir: site.dataDir });
    await expectNoted(site.origin, file);
    const refused = await run('restore', file, { dataDir: site.dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`A server (process ${site.pid()}) is using ${site.dataDir}`);
  } finally {
    await site.dispose();
  }
  // With no server on the folder, the command opens it itself.
  const offline = await run('backup', path.join(folder, 'offline.tar.gz'), { dataDir: site.dataDir });
  expect(offline, offline.output).toMatchObject({ code: 0 });
  expect(offline.output).not.toContain('could not be noted');

  const copy = path.join(folder, 'restored', 'data');
  const restored = await run('restore', file, { dataDir: copy });
  console.log(restored.output.trim());
  expect(restored, restored.output).toMatchObject({ code: 0 });
  const again = await run('restore', file, { dataDir: copy });
  expect(again.code).toBe(1);
  expect(again.output).toContain(`${copy} is not empty`);
  const server = await startServer({ port: systemPort(13), dataDir: copy });
  try {
    // The folder's generated auth-secret came along: the admin's token from before still works.
    await expectRestored(server.origin, filled, auth);
  } finally {
    await server.dispose();
  }
}

/** A Postgres database: backed up with pg_dump, restored into a new database. */
async function postgresDatabase(folder: string, serverUrl: string) {
  const file = path.join(folder, 'site.pgdump');
  const [source, target] = await Promise.all([createTestDatabase(serverUrl), createTestDatabase(serverUrl)]);
  try {
    const site = await startServer({ port: systemPort(24), databaseUrl: source.url, env: BEHIND_TEST_PROXY });
    let filled: Site;
    try {
      filled = await fillSite(site.origin, await signIn(site.origin));
      await backUpWhileServing(site.origin, file, { databaseUrl: source.url });
      await expectNoted(site.origin, file);
      const refused = await run('restore', file, { databaseUrl: source.url });
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/The database studio_test_\w+ on [\d.:]+ is not empty/);
    } finally {
      await site.dispose();
    }

    const restored = await run('restore', file, { databaseUrl: target.url });
    console.log(restored.output.trim());
    expect(restored, restored.output).toMatchObject({ code: 0 });
    const server = await startServer({ port: systemPort(25), databaseUrl: target.url });
    try {
      await expectRestored(server.origin, filled, await signIn(server.origin));
    } finally {
      await server.dispose();
    }
  } finally {
    await Promise.all([source.drop(), target.drop()]);
  }
}

// Both databases side by side in one test: each spends most of its time starting servers, and
// together they take about as long as the embedded database alone (CI's time is tight).
test('backups taken while the site serves restore into a new folder or database with everything', async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'studio-backup-'));
  try {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) test.info().annotations.push({ type: 'skipped', description: 'Postgres: TEST_DATABASE_URL names no server' });
    const flows = [embeddedDatabase(folder), ...(serverUrl ? [postgresDatabase(folder, serverUrl)] : [])];
    const failed = (await Promise.allSettled(flows)).filter((result) => result.status === 'rejected');
    if (failed.length > 0) throw failed[0]!.reason;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
