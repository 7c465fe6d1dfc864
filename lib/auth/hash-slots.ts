import 'server-only';

// One scrypt at a time, a few waiting, and a sign-in beyond that refused at once (503 with
// Retry-After), so sign-ins never hold the libuv threads that compression and file reads share
// (docs/decisions/sign-in-hash-slots.md). Hand-written: p-limit and its kin queue without a bound.
// A flood must not lock the admin out: one address waits in at most one place, and a browser that
// has signed in before has a place of its own at the head of the queue.

export const CONCURRENT_HASHES = 1;
export const WAITING_HASHES = 4;
/** Places for browsers with a valid device cookie (device-cookie.ts), served before the others. */
export const KNOWN_DEVICE_WAITING = 1;
/** Long enough for the queue to drain at ~0.4 s a hash. */
export const HASH_RETRY_AFTER_SECONDS = 2;

export class HashQueueFull extends Error {
  override name = 'HashQueueFull';
}

/** Who asks for a hash; a hash of the server's own (start-up, decoy) names nobody. */
export interface HashClaim {
  /** The client's address: it may have one hash waiting at a time. */
  address?: string;
  /** The browser has signed in as this username before: it may take a known-device place. */
  knownDevice?: boolean;
}

interface SlotState {
  running: number;
  waiting: Array<() => void>;
  knownDeviceWaiting: Array<() => void>;
  waitingAddresses: Set<string>;
}

// Next bundles this module into more than one chunk; state kept in a module variable would be one
// bound per copy. One key on globalThis makes it one bound per process.
const STATE = Symbol.for('studio.auth.hashSlots');

function slots(): SlotState {
  const global = globalThis as typeof globalThis & { [STATE]?: SlotState };
  return (global[STATE] ??= { running: 0, waiting: [], knownDeviceWaiting: [], waitingAddresses: new Set() });
}

/** Waits for a slot, or throws HashQueueFull when this claim may not wait. */
async function take(state: SlotState, { knownDevice }: HashClaim): Promise<void> {
  if (state.running < CONCURRENT_HASHES) {
    state.running += 1;
    return;
  }
  const queue =
    knownDevice && state.knownDeviceWaiting.length < KNOWN_DEVICE_WAITING
      ? state.knownDeviceWaiting
      : state.waiting.length < WAITING_HASHES
        ? state.waiting
        : undefined;
  if (!queue) throw new HashQueueFull('Too many password checks at once');
  await new Promise<void>((resolve) => queue.push(resolve));
}

/** Runs `work` in a hash slot; throws HashQueueFull when the claim finds no place. */
export async function inHashSlot<T>(work: () => Promise<T>, claim: HashClaim = {}): Promise<T> {
  const state = slots();
  // A known device is exempt: an attacker behind the studio's own address must not block it.
  const address = claim.knownDevice || state.running < CONCURRENT_HASHES ? undefined : claim.address;
  if (address !== undefined && state.waitingAddresses.has(address))
    throw new HashQueueFull('A password check from this address is waiting');
  // Marked while it waits: the bound is one waiting place per address.
  if (address !== undefined) state.waitingAddresses.add(address);
  try {
    await take(state, claim);
  } finally {
    if (address !== undefined) state.waitingAddresses.delete(address);
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, so `running` only drops when nobody waits.
    const next = state.knownDeviceWaiting.shift() ?? state.waiting.shift();
    if (next) next();
    else state.running -= 1;
  }
}
