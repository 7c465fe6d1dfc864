import { GET as listPages } from '@/app/api/admin/pages/route';
import { GET as getPage, PUT as putPage } from '@/app/api/admin/pages/[key]/route';
import { POST as publish } from '@/app/api/admin/pages/[key]/publish/route';
import { GET as listVersions } from '@/app/api/admin/pages/[key]/versions/route';
import { POST as restore } from '@/app/api/admin/pages/[key]/versions/[id]/restore/route';
import { POST as markChecked } from '@/app/api/admin/translations/checked/route';
import { GET as translationWork } from '@/app/api/admin/translations/route';
import type { AdminPage, AdminPageSummary, PageVersion } from '@/lib/content/page-writes';
import type { StoredPage } from '@/lib/pages/content';
import type { PageKey } from '@/lib/pages/registry';
import { params, send } from '../support/api';
import { adminToken, bearer } from '../support/admin';

// The Pages section's API: a draft per page that visitors do not see until it is published, the
// last 20 published versions, restore as a new draft, and each page's translation status.

let auth: Record<string, string>;
beforeAll(async () => {
  auth = bearer(await adminToken());
});

type Home = StoredPage<'home'>;
const at = (key: string) => `/api/admin/pages/${key}`;
const read = async <K extends PageKey>(key: K) => (await send(getPage, at(key), { headers: auth }, params({ key }))).body as AdminPage<K>;
const put = (key: string, json: unknown) => send(putPage, at(key), { method: 'PUT', json, headers: auth }, params({ key }));
const publishPage = async <K extends PageKey>(key: K) =>
  (await send(publish, `${at(key)}/publish`, { method: 'POST', headers: auth }, params({ key }))).body as AdminPage<K>;
const versions = async (key: string) =>
  ((await send(listVersions, `${at(key)}/versions`, { headers: auth }, params({ key }))).body as { versions: PageVersion[] }).versions;
const withHeadline = (home: Home, title: Home['hero']['title']): Home => ({ ...home, hero: { ...home.hero, title } });

it('lists every page with the seeded texts, published and fully translated', async () => {
  const { status, body } = await send(listPages, '/api/admin/pages', { headers: auth });
  expect(status).toBe(200);
  const pages = (body as { pages: AdminPageSummary[] }).pages;
  expect(pages.map((page) => page.key)).toEqual([
    'home',
    'about',
    'services',
    'projects',
    'shop',
    'testimonials',
    'journal',
    'contact',
    'book',
    'footer',
    'privacy-policy',
    'terms-of-service',
  ]);
  for (const page of pages) {
    expect(page.has_unpublished_changes).toBe(false);
    expect(page.translation_status).toEqual({ no: { missing: [], outdated: [] } });
  }
  const home = await read('home');
  expect(home.published.hero.title).toEqual({ en: 'Empowering Female Entrepreneurs', no: expect.any(String) });
});

it('keeps a saved draft from visitors until it is published, then keeps the published version', async () => {
  const before = (await read('home')).draft as Home;
  const saved = await put('home', withHeadline(before, { en: 'A new headline', no: 'En ny overskrift' }));
  expect(saved.status).toBe(200);
  const draft = saved.body as AdminPage<'home'>;
  expect(draft.draft.hero.title).toEqual({ en: 'A new headline', no: 'En ny overskrift' });
  expect(draft.published.hero.title).toEqual(before.hero.title);
  expect(draft.has_unpublished_changes).toBe(true);

  const published = await publishPage('home');
  expect(published.published.hero.title).toEqual({ en: 'A new headline', no: 'En ny overskrift' });
  expect(published.has_unpublished_changes).toBe(false);
  const [latest] = await versions('home');
  expect((latest!.content as Home).hero.title.en).toBe('A new headline');
  // Who published it (docs/admin.md#audit-trail).
  expect(latest!.published_by).toBe('admin');
});

it('keeps the original texts at the first publish and restores a version as the draft, leaving the site as it is until published', async () => {
  const first = (await read('about')).draft as StoredPage<'about'>;
  await put('about', { ...first, header: { ...first.header, title: { en: 'Changed', no: 'Endret' } } });
  await publishPage('about');
  const [newest, older, ...none] = await versions('about');
  expect((newest!.content as StoredPage<'about'>).header.title.en).toBe('Changed');
  // Never published from the admin before: the original texts, dated "never".
  expect(older!.published_at).toBe(new Date(0).toISOString());
  expect(older!.published_by).toBeNull();
  expect(none).toEqual([]);

  const { status, body } = await send(
    restore,
    `${at('about')}/versions/${older!.id}/restore`,
    { method: 'POST', headers: auth },
    params({ key: 'about', id: older!.id }),
  );
  expect(status).toBe(200);
  const restored = body as AdminPage<'about'>;
  expect(restored.draft.header.title).toEqual(first.header.title);
  expect(restored.published.header.title.en).toBe('Changed');
});

it('keeps the last 20 published versions', async () => {
  for (let n = 0; n < 22; n++) await publishPage('footer');
  expect(await versions('footer')).toHaveLength(20);
});

it('marks a translation missing when emptied and outdated when the default text changes, until checked', async () => {
  const services = (await read('services')).draft as StoredPage<'services'>;
  const [first, ...rest] = services.packages;
  const changed = { ...first!, title: { en: 'Websites', no: first!.title.no }, text: { en: first!.text.en } };
  const saved = (await put('services', { ...services, packages: [changed, ...rest] })).body as AdminPage;
  expect(saved.translation_status).toEqual({
    no: { missing: ['packages.website-design.text'], outdated: ['packages.website-design.title'] },
  });
  expect(((await send(translationWork, '/api/admin/translations', { headers: auth })).body as { items: unknown[] }).items).toContainEqual(
    expect.objectContaining({ kind: 'pages', id: 'services', name: 'Services', locale: 'no' }),
  );

  const checked = await send(markChecked, '/api/admin/translations/checked', {
    method: 'POST',
    json: { kind: 'pages', id: 'services', locale: 'no' },
    headers: auth,
  });
  expect(checked.body).toEqual({ translation_status: { no: { missing: ['packages.website-design.text'], outdated: [] } } });
});

it('stores rich text sanitized and money as typed', async () => {
  const policy = (await read('privacy-policy')).draft as StoredPage<'privacy-policy'>;
  const [section, ...rest] = policy.sections;
  const body = { en: '<p onclick="alert(1)">Hello <script>alert(2)</script><a href="javascript:alert(3)">x</a></p>' };
  const saved = await put('privacy-policy', { ...policy, sections: [{ ...section!, body }, ...rest] });
  expect(saved.status).toBe(200);
  const stored = (saved.body as AdminPage<'privacy-policy'>).draft.sections[0]!.body.en!;
  expect(stored).toContain('Hello');
  expect(stored).not.toMatch(/script|onclick|javascript/);

  const services = (await read('services')).draft as StoredPage<'services'>;
  const [first, ...others] = services.packages;
  const refused = await put('services', { ...services, packages: [{ ...first!, price: { ...first!.price, nok: '29990' } }, ...others] });
  expect(refused).toMatchObject({ status: 400, body: { detail: 'packages.0.price.nok: must be a number' } });
});

it('answers {detail} for an unknown page, field, list id or version', async () => {
  const home = (await read('home')).draft as Home;
  expect(await put('nope', home)).toMatchObject({ status: 404, body: { detail: expect.stringContaining('home, about') } });
  expect(await put('home', { ...home, extra: 1 })).toMatchObject({ status: 400, body: { detail: 'unknown fields: extra' } });
  const [stat] = home.stats.items;
  expect(await put('home', { ...home, stats: { ...home.stats, items: [stat, stat] } })).toMatchObject({
    status: 400,
    body: { detail: 'stats.items: each item needs an id of its own' },
  });
  expect(await put('home', withHeadline(home, { no: 'Bare norsk' }))).toMatchObject({
    status: 400,
    body: { detail: 'hero.title: must not be empty' },
  });
  const id = '00000000-0000-4000-8000-00000000cafe';
  const missing = await send(
    restore,
    `${at('home')}/versions/${id}/restore`,
    { method: 'POST', headers: auth },
    params({ key: 'home', id }),
  );
  expect(missing).toMatchObject({ status: 404, body: { detail: 'No such version of this page' } });
});
