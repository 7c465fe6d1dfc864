import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';

// One holder at a time across Playwright's workers (separate processes) for state a spec saves
// whole and puts back: a page's draft, the seller's settings, the availability, or a list another
// spec reads exactly (the testimonials' order). Two holders would each save the values they read,
// and the later one would put back the other's edit. The lock is a file created exclusively,
// holding its process id: one left by a killed run names a process that is gone, and is taken over.

const FOLDER = path.join('test-results', '.locks');
const POLL_MS = 200;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but is another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function tryTake(file: string): boolean {
  try {
    const handle = openSync(file, 'wx');
    writeSync(handle, String(process.pid));
    closeSync(handle);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(file, 'utf8').trim() || NaN);
    // A holder still writing its id reads as NaN for a moment: wait for it rather than take over.
    if (Number.isInteger(holder) && !alive(holder)) rmSync(file, { force: true });
    return false;
  }
}

/** Runs `work` while no other worker runs work on the same `what` (`testimonials`) of the same server. */
export async function exclusively<T>(what: string, server: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(FOLDER, { recursive: true });
  const file = path.join(FOLDER, `${what.replace(/[^\w.-]/g, '_')}-${new URL(server).port}.lock`);
  while (!tryTake(file)) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  try {
    return await work();
  } finally {
    rmSync(file, { force: true });
  }
}
