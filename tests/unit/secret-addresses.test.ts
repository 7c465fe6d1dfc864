import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routing } from '@/i18n/routing';
import { carriesSecret, hasSecretPath, SECRET_QUERY_PARAMS, SECRET_ROUTES } from '@/lib/analytics/secret-addresses';
import { addressOf, dynamicSegments, publicPageRoutes, SECRET_SEGMENT } from '../support/public-routes';

const prefixes = routing.locales.map((locale) => (locale === routing.defaultLocale ? '' : `/${locale}`));
const withPrefixes = (address: string) => [address, ...routing.locales.map((locale) => `/${locale}${address}`)];

describe('the rule', () => {
  it.each([
    '/downloads/abc',
    '/downloads/abc/',
    '/book/manage/abc',
    '/book/manage/abc/reschedule',
    '/digital-products/success',
    '/digital-products/success/',
  ])('keeps analytics off %s in every language', (address) => {
    for (const path of withPrefixes(address)) expect(carriesSecret(path)).toBe(true);
  });

  it.each([
    ['/book', '?reschedule=abc'],
    ['/book', 'reschedule='],
    ['/digital-products', '?session_id=cs_test_1'],
    ['/', '?a=1&session_id=x'],
  ])('keeps analytics off %s%s: a secret in the query', (pathname, query) => {
    for (const path of withPrefixes(pathname)) expect(carriesSecret(path, query)).toBe(true);
  });

  it.each(['/', '/downloads', '/book', '/book/manage', '/digital-products/x', '/products/downloads/abc', '/xdownloads/abc'])(
    'leaves analytics on %s',
    (address) => {
      for (const path of withPrefixes(address)) expect(carriesSecret(path, '?utm_source=mail')).toBe(false);
    },
  );
});

describe("the app's routes", () => {
  const routes = publicPageRoutes();

  it('finds the pages', () => {
    expect(routes).toEqual(expect.arrayContaining(['/', '/book', '/downloads/[token]', '/projects/[slug]']));
  });

  it('names every route whose path holds a secret, and only those it names', () => {
    const secret = routes.filter((route) => dynamicSegments(route).some((name) => SECRET_SEGMENT.test(name)));
    // Every route with a token-like segment is in the list, and every listed route exists.
    expect(secret.filter((route) => !SECRET_ROUTES.includes(route as never))).toEqual([]);
    expect(SECRET_ROUTES.filter((route) => !routes.includes(route))).toEqual([]);
    for (const route of routes) {
      const listed = SECRET_ROUTES.some((secretRoute) => route === secretRoute || route.startsWith(`${secretRoute}/`));
      for (const prefix of prefixes) expect([route, hasSecretPath(`${prefix}${addressOf(route, 'x1')}`)]).toEqual([route, listed]);
    }
  });
});

// Query parameters the site itself puts into an address (`?name=${…}` in a template string): each
// is either a secret or named here as none, so a new one needs a decision.
const NOT_SECRET: Record<string, string> = {
  error: 'a demo checkout failure reason, on the checkout page (no analytics there)',
  subject: 'a mailto: subject',
  to: 'the admin preview exit target',
  next: 'the admin sign-in return path',
  when: 'an admin list filter',
  month: 'an admin VAT month',
  name: 'an admin upload file name',
  page: 'an admin list page number',
};

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [file] : [];
  });
}

it('classifies every query parameter the site builds into an address', () => {
  const names = new Set(
    ['app', 'components', 'lib']
      .flatMap(sources)
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/[?&]([a-z_]+)=\$\{/gi)].map((match) => match[1]!)),
  );
  expect(names.size).toBeGreaterThan(3);
  const unclassified = [...names].filter((name) => !SECRET_QUERY_PARAMS.includes(name as never) && !(name in NOT_SECRET));
  expect(unclassified).toEqual([]);
  expect([...names]).toEqual(expect.arrayContaining([...SECRET_QUERY_PARAMS]));
});
