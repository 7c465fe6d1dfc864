import { GET as getPage, PUT as putPage } from '@/app/api/admin/pages/[key]/route';
import { POST as publishPage } from '@/app/api/admin/pages/[key]/publish/route';
import { GET as listPages } from '@/app/api/admin/pages/route';
import { GET as listVersions } from '@/app/api/admin/pages/[key]/versions/route';
import { POST as restoreVersion } from '@/app/api/admin/pages/[key]/versions/[id]/restore/route';
import { footerPage } from '@/lib/db/seed/data/pages/footer';
import { seedPage } from '@/lib/db/seed/pages';
import type { StoredPage } from '@/lib/pages/content';
import { MAX_PAGE_BYTES, pageSchema } from '@/lib/pages/schema';
import { asRouteHandler, withHeaders, type BadCase, type Endpoint, type Fixtures } from '../cases';
import { credentialCases, oddIdCases, otherMethodCases } from '../common';
import { jsonBodyCases } from '../json-body';
import type { HandPicked } from '../schema-fields';
import { adminReadCases } from './admin';

// The Pages section's calls. The footer's fields are all top level, so the generated cases reach
// every kind of text; the nested kinds (lists with ids, money, pictures, formatted text) get cases
// of their own on the services and about pages.

const FOOTER_HAND: Record<string, HandPicked> = {
  socialUrl: {
    invalid: { 'a script address': 'javascript:alert(1)', 'no scheme': 'instagram.com/x', 'an address with a space': 'https://a b' },
  },
};

const auth = (fixtures: Fixtures) => ({ authorization: `Bearer ${fixtures.token}` });
const jsonHeaders = (fixtures: Fixtures) => ({ 'content-type': 'application/json', ...auth(fixtures) });
/** Well-formed, naming no page: a valid body sent there is refused (404) after every check. */
const MISSING_KEY = 'blog';
const MISSING_VERSION = '00000000-0000-4000-8000-00000000f00d';

// Not seedPage('footer'): these cases are built when the suite loads, before it configures the
// environment that seedPage reads.
const validFooter = () => ({ ...footerPage, socialUrl: 'https://www.instagram.com/nordlys.studio' });

const footerCases = jsonBodyCases({
  method: 'PUT',
  path: '/api/admin/pages/[key]',
  params: () => ({ key: 'footer' }),
  schema: pageSchema('footer'),
  hand: FOOTER_HAND,
  valid: validFooter,
  maxBytes: MAX_PAGE_BYTES,
  randomCases: 20,
});

type Services = StoredPage<'services'>;
type Package = Services['packages'][number];
const services = (change: (page: Services) => unknown) => () => JSON.stringify(change(seedPage('services')));
const withPackages = (packages: (all: Package[]) => unknown[]) => services((page) => ({ ...page, packages: packages(page.packages) }));
const firstPackage = (change: (item: Package) => unknown) => withPackages(([first, ...rest]) => [change(first!), ...rest]);
const about = (change: (page: StoredPage<'about'>) => unknown) => () => JSON.stringify(change(seedPage('about')));
const person = (photo: unknown) =>
  about((page) => ({
    ...page,
    team: { ...page.team, people: [{ id: 'anna', name: { en: 'Anna' }, role: { en: 'Founder' }, photo, bio: null }] },
  }));

const NESTED: Record<string, () => string> = {
  'packages: not a list': services((page) => ({ ...page, packages: { 'website-design': page.packages[0] } })),
  'packages: two with one id': withPackages((all) => [all[0], all[0]]),
  'packages: more than the most': withPackages((all) => Array.from({ length: 7 }, (_, n) => ({ ...all[0], id: `p${n}` }))),
  'packages: an item without an id': firstPackage(({ id: _id, ...rest }) => rest),
  'packages: an id in capitals': firstPackage((item) => ({ ...item, id: 'Website' })),
  'packages: an id with a slash': firstPackage((item) => ({ ...item, id: '../admin' })),
  'packages: an id of 49 characters': firstPackage((item) => ({ ...item, id: 'x'.repeat(49) })),
  'packages: an unknown field in an item': firstPackage((item) => ({ ...item, badge: 'New' })),
  'price: a string': firstPackage((item) => ({ ...item, price: { usd: '2999', nok: 29990 } })),
  'price: negative': firstPackage((item) => ({ ...item, price: { usd: -1, nok: 29990 } })),
  'price: three decimals': firstPackage((item) => ({ ...item, price: { usd: 2999, nok: 10.005 } })),
  'price: past the most': firstPackage((item) => ({ ...item, price: { usd: 1e9, nok: 29990 } })),
  'price: an unknown currency': firstPackage((item) => ({ ...item, price: { usd: 10, nok: 100, btc: 1 } })),
  'price: one currency missing': firstPackage((item) => ({ ...item, price: { usd: 2999 } })),
  'price: the old amount and currency': firstPackage((item) => ({ ...item, price: { amount: 2999, currency: 'USD' } })),
  'price: a plain number': firstPackage((item) => ({ ...item, price: 2999 })),
  'features: a list of texts': firstPackage((item) => ({ ...item, features: ['Logo'] })),
  'features: a feature without text': firstPackage((item) => ({ ...item, features: [{ id: 'a', text: { en: ' ' } }] })),
  'features: thirteen': firstPackage((item) => ({
    ...item,
    features: Array.from({ length: 13 }, (_, n) => ({ id: `f${n}`, text: { en: 'x' } })),
  })),
  'seo.image: a script address': services((page) => ({ ...page, seo: { ...page.seo, image: 'javascript:alert(1)' } })),
  'team photo: another site': person({ src: 'https://evil.example/x.png', alt: {} }),
  'team photo: a path out of uploads': person({ src: '/uploads/../../etc/passwd', alt: {} }),
  'team photo: a data address': person({ src: 'data:image/svg+xml,<svg onload=alert(1)>', alt: {} }),
  'team photo: alt as a number': person({ src: '', alt: 7 }),
  'legal: a date that is no date': () => JSON.stringify({ ...seedPage('privacy-policy'), lastUpdated: '2021-02-30x' }),
  'legal: formatted text that is a number': () =>
    JSON.stringify({ ...seedPage('privacy-policy'), sections: [{ id: 'a', title: { en: 'A' }, body: { en: 42 } }] }),
};

const nestedCases: BadCase[] = Object.entries(NESTED).map(([name, body]) => ({
  name,
  status: 400,
  request: (fixtures) => {
    const key = name.startsWith('team') ? 'about' : name.startsWith('legal') ? 'privacy-policy' : 'services';
    return { method: 'PUT', path: `/api/admin/pages/${key}`, params: { key }, headers: jsonHeaders(fixtures), body: body() };
  },
}));

const keyed = (cases: BadCase[], params: Record<string, string>) =>
  cases.map((badCase) => ({ ...badCase, request: (fixtures: Fixtures) => ({ ...badCase.request(fixtures), params }) }));
const post = (path: string, params: Record<string, string>) => (fixtures: Fixtures) => ({
  method: 'POST',
  path,
  params,
  headers: jsonHeaders(fixtures),
});
const put = (key: string) => () => ({
  method: 'PUT',
  path: `/api/admin/pages/${key}`,
  params: { key },
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(seedPage('footer')),
});
const unauthenticated = (build: (fixtures: Fixtures) => ReturnType<ReturnType<typeof post>>) => (fixtures: Fixtures) => {
  const { authorization: _auth, ...headers } = build(fixtures).headers;
  return { ...build(fixtures), headers };
};
const restorePath = (key: string, id: string) => `/api/admin/pages/${key}/versions/${id}/restore`;

export const pageEndpoints: Endpoint[] = [
  { label: 'GET /api/admin/pages', handler: asRouteHandler(listPages), cases: adminReadCases('/api/admin/pages') },
  {
    label: 'GET /api/admin/pages/[key]',
    handler: asRouteHandler(getPage),
    cases: [
      ...keyed(adminReadCases('/api/admin/pages/home'), { key: 'home' }),
      ...oddIdCases('GET', '/api/admin/pages/[key]', 'key', { headers: auth }),
    ],
  },
  {
    label: 'PUT /api/admin/pages/[key]',
    handler: asRouteHandler(putPage),
    cases: [
      ...withHeaders(footerCases, auth),
      ...nestedCases,
      ...oddIdCases('PUT', '/api/admin/pages/[key]', 'key', { headers: jsonHeaders, body: () => JSON.stringify(seedPage('footer')) }),
      ...credentialCases(put('footer'), { write: true }),
      ...otherMethodCases('PUT', (fixtures) => ({ ...put(MISSING_KEY)(), headers: jsonHeaders(fixtures) }), { status: 404 }),
    ],
  },
  {
    label: 'POST /api/admin/pages/[key]/publish',
    handler: asRouteHandler(publishPage),
    cases: [
      ...oddIdCases('POST', '/api/admin/pages/[key]/publish', 'key', { headers: auth }),
      ...credentialCases(unauthenticated(post('/api/admin/pages/home/publish', { key: 'home' })), { write: true }),
      ...otherMethodCases('POST', post(`/api/admin/pages/${MISSING_KEY}/publish`, { key: MISSING_KEY }), { status: 404 }),
    ],
  },
  {
    label: 'GET /api/admin/pages/[key]/versions',
    handler: asRouteHandler(listVersions),
    cases: [
      ...keyed(adminReadCases('/api/admin/pages/home/versions'), { key: 'home' }),
      ...oddIdCases('GET', '/api/admin/pages/[key]/versions', 'key', { headers: auth }),
    ],
  },
  {
    label: 'POST /api/admin/pages/[key]/versions/[id]/restore',
    handler: asRouteHandler(restoreVersion),
    cases: [
      ...oddIdCases('POST', restorePath('home', '[id]'), 'id', { headers: auth }).map((badCase) => ({
        ...badCase,
        request: (fixtures: Fixtures) => ({ ...badCase.request(fixtures), params: { ...badCase.request(fixtures).params, key: 'home' } }),
      })),
      ...oddIdCases('POST', restorePath('[key]', MISSING_VERSION), 'key', { headers: auth }).map((badCase) => ({
        ...badCase,
        request: (fixtures: Fixtures) => ({
          ...badCase.request(fixtures),
          params: { ...badCase.request(fixtures).params, id: MISSING_VERSION },
        }),
      })),
      ...credentialCases(unauthenticated(post(restorePath('home', MISSING_VERSION), { key: 'home', id: MISSING_VERSION })), {
        write: true,
      }),
      ...otherMethodCases('POST', post(restorePath('home', MISSING_VERSION), { key: 'home', id: MISSING_VERSION }), { status: 404 }),
    ],
  },
];
