import { CONCURRENT_HASHES, HashQueueFull, inHashSlot, KNOWN_DEVICE_WAITING, WAITING_HASHES } from '@/lib/auth/hash-slots';

// The bound on password hashes at once (lib/auth/hash-slots.ts): a fixed number run, a few wait,
// the rest are refused at once rather than queued without end.

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Work that holds its slot until the gate opens, and notes the order it started in. */
function heldWork(gateOf: ReturnType<typeof gate>, started: string[] = []) {
  return (name: string) => async () => {
    started.push(name);
    await gateOf.opened;
    return name;
  };
}

describe('inHashSlot', () => {
  it('runs one hash at a time, queues a few, refuses beyond, and hands each slot on', async () => {
    const held = gate();
    let running = 0;
    let mostAtOnce = 0;
    const work = async () => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await held.opened;
      running -= 1;
      return 'done';
    };
    const admitted = Array.from({ length: CONCURRENT_HASHES + WAITING_HASHES }, () => inHashSlot(work));
    await expect(inHashSlot(work)).rejects.toBeInstanceOf(HashQueueFull);
    held.open();
    expect(await Promise.all(admitted)).toEqual(admitted.map(() => 'done'));
    expect(mostAtOnce).toBe(CONCURRENT_HASHES);
    // All slots are free again.
    expect(await inHashSlot(async () => 'again')).toBe('again');
  });

  it('frees the slot when the work fails', async () => {
    await expect(inHashSlot(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    expect(await inHashSlot(async () => 'next')).toBe('next');
  });

  it('lets one address wait in one place at a time', async () => {
    const held = gate();
    const work = heldWork(held);
    const running = inHashSlot(work('first'), { address: '192.0.2.1' });
    const waiting = inHashSlot(work('second'), { address: '192.0.2.1' });
    await expect(inHashSlot(work('again'), { address: '192.0.2.1' })).rejects.toBeInstanceOf(HashQueueFull);
    const other = inHashSlot(work('other'), { address: '192.0.2.2' });
    await expect(inHashSlot(work('again'), { address: '192.0.2.2' })).rejects.toBeInstanceOf(HashQueueFull);
    held.open();
    expect(await Promise.all([running, waiting, other])).toEqual(['first', 'second', 'other']);
    // Once answered, the address may wait again.
    expect(await inHashSlot(async () => 'later', { address: '192.0.2.1' })).toBe('later');
  });

  it('keeps a place for a known browser when others fill the queue, and serves it next', async () => {
    const held = gate();
    const started: string[] = [];
    const work = heldWork(held, started);
    const flood = Array.from({ length: CONCURRENT_HASHES + WAITING_HASHES }, (_, n) =>
      inHashSlot(work(`flood-${n}`), { address: `198.51.100.${n}` }),
    );
    await expect(inHashSlot(work('refused'), { address: '198.51.100.99' })).rejects.toBeInstanceOf(HashQueueFull);
    // The known browser is admitted even from an address the flood shares.
    const known = Array.from({ length: KNOWN_DEVICE_WAITING }, (_, n) =>
      inHashSlot(work(`known-${n}`), { address: '198.51.100.0', knownDevice: true }),
    );
    await expect(inHashSlot(work('refused'), { address: '198.51.100.98', knownDevice: true })).rejects.toBeInstanceOf(HashQueueFull);
    held.open();
    await Promise.all([...flood, ...known]);
    expect(started.slice(0, CONCURRENT_HASHES + KNOWN_DEVICE_WAITING)).toEqual([
      ...Array.from({ length: CONCURRENT_HASHES }, (_, n) => `flood-${n}`),
      ...Array.from({ length: KNOWN_DEVICE_WAITING }, (_, n) => `known-${n}`),
    ]);
  });

  it('keeps one bound per process, however many copies of the module are loaded', async () => {
    // Next bundles a module into several chunks; each loads its own copy.
    type HashSlots = typeof import('@/lib/auth/hash-slots');
    const copies: HashSlots[] = [];
    for (let n = 0; n < 2; n++) jest.isolateModules(() => copies.push(jest.requireActual<HashSlots>('@/lib/auth/hash-slots')));
    const [first, second] = copies as [HashSlots, HashSlots];
    expect(first.inHashSlot).not.toBe(second.inHashSlot);
    const held = gate();
    const work = heldWork(held);
    const admitted = Array.from({ length: CONCURRENT_HASHES + WAITING_HASHES }, (_, n) =>
      (n % 2 ? first : second).inHashSlot(work(`${n}`)),
    );
    await expect(first.inHashSlot(work('refused'))).rejects.toBeInstanceOf(first.HashQueueFull);
    held.open();
    await Promise.all(admitted);
  });
});
