import 'server-only';

// One scrypt at a time, a few waiting, then 503 (docs/decisions/sign-in-hash-slots.md).

export const CONCURRENT_HASHES = 1;
export const WAITING_HASHES = 4;
export const KNOWN_DEVICE_WAITING = 1;
/** Long enough for the queue to drain at ~0.4 s a hash. */
export const HASH_RETRY_AFTER_SECONDS = 2;

export class HashQueueFull extends Error {
  override name = 'HashQueueFull';
}

export interface HashClaim {
  address?: string;
  knownDevice?: boolean;
}

interface SlotState {
  running: number;
  waiting: Array<() => void>;
  knownDeviceWaiting: Array<() => void>;
  waitingAddresses: Set<string>;
}

const STATE = Symbol.for('studio.auth.hashSlots');

function slots(): SlotState {
  const global = globalThis as typeof globalThis & { [STATE]?: SlotState };
  return (global[STATE] ??= { running: 0, waiting: [], knownDeviceWaiting: [], waitingAddresses: new Set() });
}

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

export async function inHashSlot<T>(work: () => Promise<T>, claim: HashClaim = {}): Promise<T> {
  const state = slots();
  // A known device is exempt: an attacker behind the studio's own address must not block it.
  const address = claim.knownDevice || state.running < CONCURRENT_HASHES ? undefined : claim.address;
  if (address !== undefined && state.waitingAddresses.has(address))
    throw new HashQueueFull('A password check from this address is waiting');
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
