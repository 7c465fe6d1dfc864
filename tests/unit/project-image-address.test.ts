import { imageAddress } from '@/lib/forms/gallery';

// The hero and gallery addresses a project may store: this site's own pictures only, as paths
// next/image can optimize without fetching other hosts.

describe('imageAddress', () => {
  it.each(['/uploads/0b6c2f1e-8f4a-4d4b-9c1a-2f3e4d5c6b7a.webp', '/images/projects/fjord-bakery-branding/hero.webp', ' /uploads/a.png '])(
    'accepts %j',
    (value) => {
      expect(imageAddress.safeParse(value).success).toBe(true);
    },
  );

  it.each([
    // next/image throws for a site path with a query string: the pages showing it answered 500.
    ['a query string', '/images/a.png?"><script>alert(1)</script>'],
    ['a cache buster', '/uploads/a.png?v=2'],
    ['a fragment', '/uploads/a.png#x'],
    ['a quote', '/images/a.png"onerror="alert(1)'],
    ['a space', '/uploads/a b.png'],
    ['a backslash', '/uploads\\..\\secret.png'],
    ['a protocol-relative URL', '//x.test/a.png'],
    // The policy would refuse to load them: upload the picture instead.
    ['an https URL', 'https://x.test/a.png'],
    ['an http URL', 'http://x.test/a.png'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['a data URL', 'data:image/png;base64,iVBORw0KGgo='],
    ['a relative path', 'uploads/a.png'],
  ])('refuses %s', (_case, value) => {
    const result = imageAddress.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^must be a site path such as \/uploads\//);
  });
});
