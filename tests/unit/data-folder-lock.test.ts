import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCK_FILE } from '@/lib/db/data-folder-lock.mjs';
import { copyOfTemplate } from '../support/pglite-template';

// Real processes on temporary data folders: the second is refused while the first lives, takes
// the folder over once the first is gone, however it ended, and of two taking over a killed
// holder's folder at the same moment only one ever holds it.

const LOCK_MODULE = path.resolve('lib/db/data-folder-lock.mjs');
// Takes the lock, says so, then holds it until stdin closes; a refusal ends the process with 1.
const HOLDER = `
import(${JSON.stringify(LOCK_MODULE)}).then(async ({ lockDataFolder }) => {
  try {
    const release = await lockDataFolder(process.argv[1]);
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

function holder(lockedFolder = folder): Holder {
  mkdirSync(lockedFolder, { recursive: true });
  const child = spawn(process.execPath, ['--input-type=module', '-e', HOLDER, lockedFolder], { stdio: ['pipe', 'pipe', 'pipe'] });
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

// Takes folders when told, all racers at the same instant: a line `{"take": folder, "at": epoch ms}`
// is answered `<folder> locked` or `<folder> <error name>`; `{"release": folder}` lets go.
const RACER = `
const { lockDataFolder } = await import(${JSON.stringify(LOCK_MODULE)});
const { createInterface } = await import('node:readline');
const held = new Map();
const now = () => performance.timeOrigin + performance.now();
console.log('ready');
for await (const line of createInterface({ input: process.stdin })) {
  const order = JSON.parse(line);
  if (order.release) { held.get(order.release)?.(); held.delete(order.release); continue; }
  while (now() < order.at);
  try {
    held.set(order.take, await lockDataFolder(order.take));
    console.log(order.take + ' locked');
  } catch (error) {
    console.log(order.take + ' ' + error.name);
  }
}`;

function racer() {
  const child = spawn(process.execPath, ['--input-type=module', '-e', RACER], { stdio: ['pipe', 'pipe', 'inherit'] });
  started.push(child);
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async () => (await lines.next()).value as string;
  return { send: (order: object) => child.stdin!.write(`${JSON.stringify(order)}\n`), next };
}

it("never lets two processes taking over a killed holder's folder at the same moment both hold it (50 pairs)", async () => {
  // What a killed holder leaves behind, copied into each trial's folder.
  const leftovers = path.join(folder, 'leftovers');
  const killed = holder(leftovers);
  expect(await killed.outcome).toBe('locked');
  killed.child.kill('SIGKILL');
  await killed.exited;
  const racers = [racer(), racer()];
  for (const one of racers) expect(await one.next()).toBe('ready');

  const trials = path.join(folder, 'trials');
  const bothHeld: string[] = [];
  for (let trial = 0; trial < 50; trial++) {
    const trialFolder = path.join(trials, String(trial));
    cpSync(leftovers, trialFolder, { recursive: true });
    const at = Date.now() + 15;
    for (const one of racers) one.send({ take: trialFolder, at });
    const answers = await Promise.all(racers.map((one) => one.next()));
    const holders = answers.filter((answer) => answer === `${trialFolder} locked`).length;
    expect({ trial, answers: answers.map((answer) => answer.slice(trialFolder.length + 1)).sort() }).toEqual({
      trial,
      answers: holders === 2 ? ['locked', 'locked'] : ['DataFolderBusyError', 'locked'],
    });
    if (holders === 2) bothHeld.push(`trial ${trial}`);
    for (const one of racers) one.send({ release: trialFolder });
  }
  expect(bothHeld).toEqual([]);
}, 60_000);

// Opens the folder as the server does, dumps it as a backup does, says so, then holds it until stdin closes.
const DUMPER = `
const { openDataFolder } = await import(${JSON.stringify(path.resolve('lib/db/private-folder.mjs'))});
const { dumpKeepingLock } = await import(${JSON.stringify(LOCK_MODULE)});
const { PGlite } = await import('@electric-sql/pglite');
const folder = process.argv[1];
const { opened, unlock } = await openDataFolder(folder, () => PGlite.create(folder));
const tar = await dumpKeepingLock(opened);
console.log('dumped ' + tar.size);
process.stdin.resume().on('end', async () => { await opened.close(); unlock(); process.exit(0); });`;

it('keeps the folder locked after the holder dumped it for a backup (PGlite reads every file in it)', async () => {
  const { dataDir, remove } = await copyOfTemplate();
  try {
    const child = spawn(process.execPath, ['--input-type=module', '-e', DUMPER, dataDir], { stdio: ['pipe', 'pipe', 'inherit'] });
    started.push(child);
    const [line] = await Promise.race([
      once(createInterface({ input: child.stdout! }), 'line') as Promise<string[]>,
      once(child, 'exit').then(([code]) => [`exited ${code}`]),
    ]);
    expect(line).toMatch(/^dumped \d+$/);
    const second = await holder(dataDir).outcome;
    expect(second).toEqual({ code: 1, stderr: expect.stringContaining(`is in use by another server (process ${child.pid})`) });
  } finally {
    remove();
  }
}, 60_000);
