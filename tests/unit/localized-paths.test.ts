import { localeOfPath, localizedPath, withoutLocale } from '@/i18n/paths';

describe('localized paths', () => {
  it('put Norwegian pages under /no and leave English ones at the root', () => {
    expect(localizedPath('/about', 'no')).toBe('/no/about');
    expect(localizedPath('/', 'no')).toBe('/no');
    expect(localizedPath('/about', 'en')).toBe('/about');
    expect(localizedPath('/', 'en')).toBe('/');
  });

  it('keep a query or fragment after the path', () => {
    expect(localizedPath('/?tab=all', 'no')).toBe('/no?tab=all');
    expect(localizedPath('/#contact', 'no')).toBe('/no#contact');
    expect(localizedPath('/privacy-policy#cookies', 'no')).toBe('/no/privacy-policy#cookies');
  });

  it('leave addresses that are not site paths alone', () => {
    expect(localizedPath('mailto:hello@example.com', 'no')).toBe('mailto:hello@example.com');
    expect(localizedPath('https://example.com/a', 'no')).toBe('https://example.com/a');
  });

  it('read the language from the first segment only', () => {
    expect(localeOfPath('/no')).toBe('no');
    expect(localeOfPath('/no/projects/luna')).toBe('no');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/projects/no')).toBe('en');
    expect(localeOfPath('/nordic')).toBe('en');
    // Next prerenders English pages at their internal /en address.
    expect(localeOfPath('/en/about')).toBe('en');
  });

  it('strip the language prefix, the internal /en included', () => {
    expect(withoutLocale('/no')).toBe('/');
    expect(withoutLocale('/no/about')).toBe('/about');
    expect(withoutLocale('/en/about')).toBe('/about');
    expect(withoutLocale('/en')).toBe('/');
    expect(withoutLocale('/about')).toBe('/about');
    expect(withoutLocale('/nordic')).toBe('/nordic');
    expect(withoutLocale('/projects/no')).toBe('/projects/no');
  });
});
