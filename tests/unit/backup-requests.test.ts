import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { claimRequests, isClaimed, placeRequest, takeResult, withdrawRequest } from '@/lib/db/backup/requests.mjs';

// The files through which `npm run backup` asks the server holding the embedded database's folder
// for a dump (lib/db/backup/requests.mjs): each request is taken once, and one the server must not
// follow is answered with the reason instead.

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'studio-backup-requests-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const output = path.join(tmpdir(), 'studio-backup.tar.gz');

it('hands a request to the server once, however often it looks, and leaves only the answer behind', () => {
  const id = placeRequest(folder, output);
  expect(isClaimed(folder, id)).toBe(false);
  expect(claimRequests(folder)).toEqual([{ id, output }]);
  expect(claimRequests(folder)).toEqual([]);
  expect(isClaimed(folder, id)).toBe(true);
  expect(withdrawRequest(folder, id)).toBe(false);

  expect(takeResult(folder, id)).toBeNull();
  writeFileSync(path.join(folder, `.backup-result-${id}.json`), JSON.stringify({ ok: true, bytes: 10, seconds: 0.5 }));
  expect(takeResult(folder, id)).toEqual({ ok: true, bytes: 10, seconds: 0.5 });
  expect(readdirSync(folder)).toEqual([]);
});

it('lets the command take back a request the server has not claimed', () => {
  const id = placeRequest(folder, output);
  expect(withdrawRequest(folder, id)).toBe(true);
  expect(claimRequests(folder)).toEqual([]);
});

it.each([
  ['a backup file inside the data folder', (dir: string) => ({ output: path.join(dir, 'backup.tar.gz') }), 'outside the data folder'],
  ['a relative backup file', () => ({ output: 'backup.tar.gz' }), 'must be an absolute path'],
  ['no backup file', () => ({}), 'output'],
])('answers a request for %s with the reason, and writes nothing', (_, request, reason) => {
  const id = '0b6f2c1e-8a0d-4a8e-9c3b-1d2e3f4a5b6c';
  writeFileSync(path.join(folder, `.backup-request-${id}.json`), JSON.stringify(request(folder)));
  expect(claimRequests(folder)).toEqual([]);
  const result = takeResult(folder, id);
  expect(result).toMatchObject({ ok: false, error: expect.stringContaining(reason) });
});
