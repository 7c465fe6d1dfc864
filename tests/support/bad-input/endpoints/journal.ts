import { GET as otherFeed } from '@/app/[locale]/journal/feed.xml/route';
import { GET as defaultFeed } from '@/app/journal/feed.xml/route';
import { GET as card } from '@/app/og/[locale]/[kind]/[key]/route';
import { asRouteHandler, type BadCase, type Endpoint } from '../cases';
import { ignoredInputCases } from './ignored-input';

// The journal's feeds and the social cards: addresses, not forms. A feed ignores whatever a client
// adds; a card's address names nothing unless its language, kind and key all do, and then it is a
// {detail} 404, rendered for nothing.

const feedParams = (locale: string) => ({ locale });

function madeUpFeeds(): BadCase[] {
  return ['en', 'xx', '', '..', 'no'.repeat(500)].map((locale) => ({
    name: `language ${JSON.stringify(locale.slice(0, 12))}`,
    status: 404,
    request: () => ({ method: 'GET', path: `/${locale}/journal/feed.xml`, params: feedParams(locale) }),
  }));
}

function madeUpCards(): BadCase[] {
  const addresses: [string, { locale: string; kind: string; key: string }][] = [
    ['unknown language', { locale: 'xx', kind: 'page', key: 'about.png' }],
    ['unknown kind', { locale: 'en', kind: 'user', key: 'about.png' }],
    ['no .png', { locale: 'en', kind: 'page', key: 'about' }],
    ['unknown page', { locale: 'en', kind: 'page', key: 'admin.png' }],
    ['the footer (no page)', { locale: 'no', kind: 'page', key: 'footer.png' }],
    ['unknown article', { locale: 'en', kind: 'article', key: 'does-not-exist.png' }],
    ['path in the key', { locale: 'en', kind: 'article', key: '../../etc/passwd.png' }],
    ['10 kB key', { locale: 'en', kind: 'project', key: `${'a'.repeat(10 * 1024)}.png` }],
    ['not a product id', { locale: 'no', kind: 'product', key: "1' or '1'='1.png" }],
    ['unknown product id', { locale: 'no', kind: 'product', key: '00000000-0000-4000-8000-000000000000.png' }],
    ['prototype key', { locale: 'en', kind: 'page', key: '__proto__.png' }],
  ];
  return addresses.map(([label, params]) => ({
    name: label,
    status: 404,
    request: () => ({ method: 'GET', path: `/og/${params.locale}/${params.kind}/${encodeURIComponent(params.key)}`, params }),
  }));
}

export const journalEndpoints: Endpoint[] = [
  { label: 'GET /journal/feed.xml', handler: asRouteHandler(defaultFeed), cases: ignoredInputCases('/journal/feed.xml') },
  {
    label: 'GET /[locale]/journal/feed.xml',
    handler: asRouteHandler(otherFeed),
    cases: [...ignoredInputCases('/no/journal/feed.xml', feedParams('no')), ...madeUpFeeds()],
  },
  { label: 'GET /og/[locale]/[kind]/[key]', handler: asRouteHandler(card), cases: madeUpCards() },
];
