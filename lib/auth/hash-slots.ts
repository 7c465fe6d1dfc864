import 'server-only';

// scrypt at our cost takes about 0.4 s and 128 MiB on one of libuv's four threads, which
// compression and file reads share. Unbounded, 16 parallel sign-ins held every thread and
// gzipped pages waited seconds. So one hash runs at a time, a few wait behind it, and a
// sign-in beyond that is refused at once (503 with Retry-After) instead of queueing without end.
// Hand-written because the refusal is the point: p-limit and its kin queue without a bound.

export const CONCURRENT_HASHES = 1;
export const WAITING_HASHES = 4;
/** Long enough for the queue to drain at ~0.4 s a hash. */
export const HASH_RETRY_AFTER_SECONDS = 2;

export class HashQueueFull extends Error {
  override name = 'HashQueueFull';
}

let running = 0;
const waiting: Array<() => void> = [];

/** Runs `work` in a hash slot; throws HashQueueFull when every slot and the queue are taken. */
export async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= CONCURRENT_HASHES) {
    if (waiting.length >= WAITING_HASHES) throw new HashQueueFull('Too many password checks at once');
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, so `running` only drops when nobody waits.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
