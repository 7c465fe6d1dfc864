import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { POST as uploadFile } from '@/app/api/admin/product-files/route';
import { getDb } from '@/lib/db/client';
import { TEMP_UPLOADS } from '@/lib/uploads/temp-file';
import { send } from '../support/api';
import { adminToken, bearer } from '../support/admin';
import { generatedStream, PDF_SIGNATURE } from '../support/product-files';

// What storing a product file costs the embedded database's process in garbage. Its 1 MiB rows go
// to PGlite as hex text; PGlite's own bytea codec built that text through two arrays of a million
// entries per row, which V8 keeps until a full collection: a 100 MB upload grew the server's RSS
// by 180 MB and more and took 48 s. The app's codec (lib/db/pglite-bytea.ts) makes only the text.
// Measured as V8's heap in use after the upload over a collected heap before it, with no
// collection in between (docs/decisions/upload-memory.md).

const MB = 1024 * 1024;
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

let auth: Record<string, string>;
const uploads = mkdtempSync(path.join(tmpdir(), 'studio-upload-memory-'));
const folder = jest.replaceProperty(TEMP_UPLOADS, 'folder', uploads);

beforeAll(async () => {
  auth = bearer(await adminToken());
  await getDb();
}, 60_000);

afterAll(() => {
  folder.restore();
  rmSync(uploads, { recursive: true, force: true });
});

async function upload(bytes: number) {
  const response = await send(uploadFile, '/api/admin/product-files?name=kit.pdf', {
    method: 'POST',
    body: generatedStream(PDF_SIGNATURE, bytes) as BodyInit,
    headers: auth,
    duplex: 'half',
  } as never);
  expect(response.status).toBe(201);
}

it('stores a product file with well under 5 bytes of heap left per byte stored', async () => {
  await upload(MB); // The route's code loaded and compiled.
  collectGarbage();
  const before = getHeapStatistics().used_heap_size;
  await upload(4 * MB);
  const grown = getHeapStatistics().used_heap_size - before;
  // The hex text of each row is 2 bytes per byte: 0.7-2.6 here; PGlite's own codec left 43.6.
  expect(grown / (4 * MB)).toBeLessThan(5);
});
