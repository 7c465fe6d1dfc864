import { seedId } from '@/lib/db/seed/rows';

const UUID_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('seedId', () => {
  it('gives a record the same valid UUID every time', () => {
    expect(seedId('product', 'brand-kit-luxury-minimal')).toBe(seedId('product', 'brand-kit-luxury-minimal'));
    expect(seedId('product', 'brand-kit-luxury-minimal')).toMatch(UUID_V5);
  });

  it('keeps kinds and keys apart', () => {
    const ids = new Set([seedId('product', 'a'), seedId('project', 'a'), seedId('product', 'b')]);
    expect(ids.size).toBe(3);
  });
});
