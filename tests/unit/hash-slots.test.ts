import { CONCURRENT_HASHES, HashQueueFull, inHashSlot, WAITING_HASHES } from '@/lib/auth/hash-slots';

// The bound on password hashes at once (lib/auth/hash-slots.ts): a fixed number run, a few wait,
// the rest are refused at once rather than queued without end.

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
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
});
