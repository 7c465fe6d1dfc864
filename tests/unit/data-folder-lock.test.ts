import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCK_FILE } from '@/lib/db/data-folder-lock.mjs';

// Two real processes on one temporary data folder: the second is refused while the first lives,
// and takes the folder over once the first is gone, however it ended.

const LOCK_MODULE = path.resolve('lib/db/data-folder-lock.mjs');
// Takes the lock, says so, then holds it until stdin closes; a refusal ends the process with 1.
const HOLDER = `
import(${JSON.stringify(LOCK_MODULE)}).then(({ lockDataFolder }) => {
  try {
    const release = lockDataFolder(process.argv[1]);
    console.log('locked');
    process.stdin.resume().on('end', () => { release(); process.exit(0); });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
});`;

let folder: string;
const started: ChildProcess[] = [];

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'studio-lock-'));
});
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

interface Holder {
  child: ChildProcess;
  /** Resolves with 'locked' once it holds the lock, or with its exit code and stderr when refused. */
  outcome: Promise<string | { code: number | null; stderr: string }>;
  exited: Promise<void>;
}

function holder(): Holder {
  const child = spawn(process.execPath, ['--input-type=module', '-e', HOLDER, folder], { stdio: ['pipe', 'pipe', 'pipe'] });
  started.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const outcome = new Promise<Holder['outcome'] extends Promise<infer T> ? T : never>((resolve) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve('locked'));
    child.once('exit', (code) => resolve({ code, stderr }));
  });
  return { child, outcome, exited };
}

it('refuses a second process while the first holds the folder, naming the folder and the first process', async () => {
  const first = holder();
  expect(await first.outcome).toBe('locked');
  const second = await holder().outcome;
  expect(second).toEqual({
    code: 1,
    stderr: expect.stringContaining(`The data folder ${folder} is in use by another server (process ${first.child.pid})`),
  });
});

it('lets the next process in once the first released the folder, or was killed without releasing it', async () => {
  const first = holder();
  expect(await first.outcome).toBe('locked');
  first.child.stdin!.end();
  await first.exited;
  expect(existsSync(path.join(folder, LOCK_FILE))).toBe(false);

  const second = holder();
  expect(await second.outcome).toBe('locked');
  second.child.kill('SIGKILL');
  await second.exited;
  expect(existsSync(path.join(folder, LOCK_FILE))).toBe(true);

  expect(await holder().outcome).toBe('locked');
});
