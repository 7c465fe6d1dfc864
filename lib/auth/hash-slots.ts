import 'server-only';

// One scrypt at a time, a few waiting, and a sign-in beyond that refused at once (503 with
// Retry-After), so sign-ins never hold the libuv threads that compression and file reads share
// (docs/decisions/sign-in-hash-slots.md). Hand-written: p-limit and its kin queue without a bound.

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
