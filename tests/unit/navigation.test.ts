import { isCurrent, NAV_ITEMS } from '@/components/layout/nav-items';
import { projectYear } from '@/components/projects/project-year';
import { projectHref } from '@/i18n/paths';
import { localize } from '@/i18n/localized';

describe('header links', () => {
  it('are the eight documented pages, in order', () => {
    expect(NAV_ITEMS.map((item) => item.href)).toEqual([
      '/',
      '/about',
      '/services',
      '/projects',
      '/digital-products',
      '/testimonials',
      '/journal',
      '/contact',
    ]);
  });

  it('mark home only on the home page, and a section on its sub-pages', () => {
    expect(isCurrent('/', '/')).toBe(true);
    expect(isCurrent('/projects', '/')).toBe(false);
    expect(isCurrent('/projects/luna', '/projects')).toBe(true);
    expect(isCurrent('/projectsx', '/projects')).toBe(false);
  });
});

describe('project display helpers', () => {
  it('take the year from the completion date, else the year field', () => {
    expect(projectYear({ completion_date: '2024-03-15T12:00:00.000Z', year: 2020 })).toBe(2024);
    expect(projectYear({ completion_date: null, year: 2022 })).toBe(2022);
    expect(projectYear({ completion_date: null, year: null })).toBeNull();
  });

  it('link by slug, or by id without one', () => {
    expect(projectHref({ slug: 'luna', id: 'abc' })).toBe('/projects/luna');
    expect(projectHref({ slug: '', id: 'abc' })).toBe('/projects/abc');
  });
});

describe('localize', () => {
  it('falls back to English when the Norwegian text is missing or blank', () => {
    expect(localize({ en: 'Hello', no: 'Hei' }, 'no')).toBe('Hei');
    expect(localize({ en: 'Hello' }, 'no')).toBe('Hello');
    expect(localize({ en: 'Hello', no: '  ' }, 'no')).toBe('Hello');
    expect(localize({ en: 'Hello', no: 'Hei' }, 'en')).toBe('Hello');
  });
});
