import { isTokenPage } from '@/components/analytics/analytics-gate';

describe('isTokenPage', () => {
  it.each(['/downloads/abc', '/no/downloads/abc', '/en/downloads/abc', '/downloads/abc/'])('keeps analytics off %s', (path) => {
    expect(isTokenPage(path)).toBe(true);
  });

  it.each(['/downloads', '/no/downloads', '/', '/digital-products/x', '/downloads/a/b', '/products/downloads/abc'])(
    'leaves analytics on %s',
    (path) => {
      expect(isTokenPage(path)).toBe(false);
    },
  );
});
