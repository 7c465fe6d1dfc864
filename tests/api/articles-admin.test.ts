import { eq } from 'drizzle-orm';
import { DELETE as remove, PUT as update } from '@/app/api/admin/articles/[id]/route';
import { GET as listAdmin, POST as create } from '@/app/api/admin/articles/route';
import { currentArticleSlugFor } from '@/lib/content/article-slug-redirects';
import { getArticle } from '@/lib/content/articles';
import { getDb } from '@/lib/db/client';
import { articles, articleSlugHistory } from '@/lib/db/schema';
import type { AdminArticle } from '@/lib/journal/input';
import { articleInput } from '../support/article-input';
import { detailOf as detail, params, send } from '../support/api';
import { adminToken, bearer } from '../support/admin';
import { newPerson } from '../support/team';

// The admin's Journal calls (docs/admin.md#journal): list, create, replace and delete an article,
// its slug history on a rename, and the publication time a published article is given.

let auth: Record<string, string>;
beforeAll(async () => {
  auth = bearer(await adminToken());
});

const PATH = '/api/admin/articles';
const HOUR = 60 * 60 * 1000;
const post = (json: unknown, headers = auth) => send(create, PATH, { method: 'POST', json, headers });
const put = (id: string, json: unknown, headers = auth) => send(update, `${PATH}/${id}`, { method: 'PUT', json, headers }, params({ id }));
const del = (id: string, headers = auth) => send(remove, `${PATH}/${id}`, { method: 'DELETE', headers }, params({ id }));
const adminList = async () => (await send(listAdmin, PATH, { headers: auth })).body as AdminArticle[];
const historyOf = async (id: string) =>
  (await (await getDb()).select().from(articleSlugHistory).where(eq(articleSlugHistory.articleId, id))).map((row) => row.slug);

async function created(overrides = {}): Promise<AdminArticle> {
  const answer = await post(articleInput(overrides));
  expect(answer).toMatchObject({ status: 201 });
  return answer.body as AdminArticle;
}

describe('POST /api/admin/articles', () => {
  it('stores every field in both languages and answers the saved article with its translation status', async () => {
    const input = articleInput();
    const { status, body } = await post(input);
    expect(status).toBe(201);
    expect(body).toEqual({
      ...input,
      id: expect.any(String),
      announced_at: expect.any(String),
      seo_title: null,
      seo_description: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      translation_status: { no: { missing: [], outdated: [] } },
    });
    const saved = body as AdminArticle;
    expect((await getArticle(saved.slug, 'no'))?.title).toBe(input.title.no);
  });

  it('publishes now a published article given no time, and keeps a draft without one', async () => {
    const before = Date.now();
    const published = await created({ published_at: null });
    expect(Date.parse(published.published_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(published.published_at!)).toBeLessThanOrEqual(Date.now());
    expect(await getArticle(published.slug, 'en')).not.toBeNull();
    const draft = await created({ status: 'draft', published_at: undefined });
    expect(draft).toMatchObject({ status: 'draft', published_at: null, announced_at: null });
    expect(await getArticle(draft.slug, 'en')).toBeNull();
  });

  it('keeps a scheduled article from readers until its time, and leaves it to the scheduler to announce', async () => {
    const ahead = new Date(Date.now() + HOUR).toISOString();
    const scheduled = await created({ published_at: ahead });
    expect(scheduled).toMatchObject({ status: 'published', published_at: ahead, announced_at: null });
    expect(await getArticle(scheduled.slug, 'en')).toBeNull();
  });

  it.each([
    [{ title: '  ' }, 'title: must not be empty'],
    [{ slug: 'Not A Slug' }, 'slug: may only contain lowercase letters, digits and single hyphens'],
    [{ category: 'gossip' }, 'category: must be one of: process, case-story, founder-advice'],
    [{ status: 'archived' }, 'status: must be one of: draft, published'],
    [{ published_at: 'tomorrow' }, 'published_at: must be a date and time with its offset'],
    [{ published_at: '0000-01-01T00:00:00Z' }, 'published_at: must be a time between 1900 and 2100'],
    [{ author: '' }, 'author: must not be empty'],
    [{ cover_image: '' }, 'cover_image: must not be empty'],
    [{ cover_image: 'https://evil.example/x.png' }, 'cover_image: must be a site path'],
    [{ cover_image: '/uploads/a.png?v=2' }, 'cover_image: must be a site path'],
    [{ excerpt: { en: 'x'.repeat(301) } }, 'excerpt.en: must be at most 300 characters'],
    [{ body: '' }, 'body: must not be empty'],
    [{ body: '<p> </p><script>alert(1)</script>' }, 'body: must not be empty'],
    [{ tags: ['branding', 'crypto'] }, 'tags.1: each must be one of'],
    [{ related_project_ids: ['luna-skincare'] }, 'related_project_ids.0: must be an id'],
    [
      { related_product_ids: Array.from({ length: 7 }, () => '00000000-0000-4000-8000-000000000001') },
      'related_product_ids: must have at most 6',
    ],
  ])('refuses %j with 400 and a detail naming the field, storing nothing', async (overrides, expected) => {
    const before = (await adminList()).length;
    const answer = await post(articleInput(overrides as never));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ detail: expect.stringContaining(expected) });
    expect((await adminList()).length).toBe(before);
  });

  it('refuses broken JSON, other content types and oversized bodies', async () => {
    const broken = await send(create, PATH, {
      method: 'POST',
      body: '{"title":',
      headers: { ...auth, 'content-type': 'application/json' },
    });
    expect(broken).toMatchObject({ status: 400, body: { detail: 'The request body is not valid JSON' } });
    expect((await send(create, PATH, { method: 'POST', body: 'title=x', headers: { ...auth, 'content-type': 'text/plain' } })).status).toBe(
      415,
    );
    expect((await post(articleInput({ body: `<p>${'x'.repeat(1_100_000)}</p>` }))).status).toBe(413);
  });

  it('stores the body sanitized: no script, event handler or javascript: link survives', async () => {
    const article = await created({
      body: '<p onclick="alert(1)">Hi<script>alert(1)</script><a href="javascript:alert(1)">link</a></p><h2>A heading</h2>',
    });
    expect(article.body.en).not.toMatch(/<script|onclick|javascript:/i);
    // The body holds the page's h2s: its headings stay where they were written.
    expect(article.body.en).toContain('<h2>A heading</h2>');
  });
});

describe('slugs', () => {
  it('refuses with 409 a slug another article uses, on create and on rename', async () => {
    const [first, second] = [await created(), await created()];
    const before = (await adminList()).length;
    const taken = await post(articleInput({ slug: first.slug }));
    expect(taken).toMatchObject({
      status: 409,
      body: { detail: `slug: another article already uses "${first.slug}"`, reason: 'articleSlugTaken', field: 'slug', slug: first.slug },
    });
    expect((await adminList()).length).toBe(before);
    expect((await put(second.id, articleInput({ slug: first.slug }))).status).toBe(409);
  });

  it('keeps a published article’s old slug in its history, whose address leads to the new one', async () => {
    const article = await created();
    const old = article.slug;
    const renamed = await put(article.id, articleInput({ slug: `${old}-renamed` }));
    expect(renamed.status).toBe(200);
    expect(await historyOf(article.id)).toEqual([old]);
    expect(await currentArticleSlugFor(old)).toBe(`${old}-renamed`);
    // Another article may not take the old address away from it…
    const intruder = await post(articleInput({ slug: old }));
    expect(intruder).toMatchObject({ status: 409, body: { reason: 'articleSlugUsedBefore', field: 'slug', slug: old } });
    expect(detail(intruder)).toBe(`slug: another article was published as "${old}", and its old address leads there`);
    // …but the article itself takes it back, and it leaves the history.
    expect((await put(article.id, articleInput({ slug: old }))).status).toBe(200);
    expect(await historyOf(article.id)).toEqual([`${old}-renamed`]);
  });

  it('keeps no history for a draft or a scheduled article, whose slug was nobody’s address yet', async () => {
    const draft = await created({ status: 'draft' });
    await put(draft.id, articleInput({ status: 'draft', slug: `${draft.slug}-b` }));
    const scheduled = await created({ published_at: new Date(Date.now() + HOUR).toISOString() });
    await put(scheduled.id, articleInput({ published_at: scheduled.published_at, slug: `${scheduled.slug}-b` }));
    expect([...(await historyOf(draft.id)), ...(await historyOf(scheduled.id))]).toEqual([]);
    expect((await post(articleInput({ slug: draft.slug }))).status).toBe(201);
  });
});

describe('PUT /api/admin/articles/{id}', () => {
  it('replaces every field and keeps id, created_at and, given no time, the publication time', async () => {
    const article = await created();
    const { status, body } = await put(
      article.id,
      articleInput({ slug: article.slug, title: 'Renamed', tags: ['pricing'], published_at: null, seo_title: { en: 'Search title' } }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: article.id,
      created_at: article.created_at,
      published_at: article.published_at,
      title: { en: 'Renamed' },
      tags: ['pricing'],
      seo_title: { en: 'Search title' },
    });
    expect((await getArticle(article.slug, 'en'))?.title).toBe('Renamed');
  });

  it('publishes a draft now when it is published without a time', async () => {
    const draft = await created({ status: 'draft', published_at: undefined });
    const before = Date.now();
    const { body } = await put(draft.id, articleInput({ slug: draft.slug, published_at: null }));
    expect(Date.parse((body as AdminArticle).published_at!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('takes back what the admin list gave, ignoring the fields the server sets', async () => {
    const article = await created();
    const listed = (await adminList()).find((item) => item.id === article.id)!;
    const { status, body } = await put(article.id, { ...listed, id: '00000000-0000-4000-8000-000000000001', author: 'Sofie Berg' });
    expect(status).toBe(200);
    expect(body).toEqual({ ...listed, author: 'Sofie Berg', updated_at: expect.any(String) });
  });

  it('answers 404 for an unknown or malformed id, and 400 for a bad body first', async () => {
    for (const id of ['00000000-0000-4000-8000-0000000000ff', 'not-a-uuid', '../../etc/passwd']) {
      expect(await put(id, articleInput())).toMatchObject({ status: 404, body: { detail: 'Article not found' } });
    }
    expect((await put('00000000-0000-4000-8000-0000000000ff', articleInput({ title: '' }))).status).toBe(400);
  });
});

describe('DELETE /api/admin/articles/{id}', () => {
  it('removes the article and its old slugs', async () => {
    const article = await created();
    await put(article.id, articleInput({ slug: `${article.slug}-2` }));
    expect((await del(article.id)).status).toBe(204);
    expect((await adminList()).map((item) => item.id)).not.toContain(article.id);
    expect(await historyOf(article.id)).toEqual([]);
    expect(await currentArticleSlugFor(article.slug)).toBeNull();
    expect(await del(article.id)).toMatchObject({ status: 404, body: { detail: 'Article not found' } });
    expect(await del('not-a-uuid')).toMatchObject({ status: 404, body: { detail: 'Article not found' } });
  });
});

describe('GET /api/admin/articles', () => {
  it('lists every article newest first, drafts and scheduled ones included, with both languages, not cached', async () => {
    const draft = await created({ status: 'draft', published_at: undefined });
    const scheduled = await created({ published_at: new Date(Date.now() + 2 * HOUR).toISOString() });
    const { status, body, headers } = await send(listAdmin, PATH, { headers: auth });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    const listed = body as AdminArticle[];
    // The latest scheduled one leads; a draft without a time stands by when it was made.
    expect(listed[0]!.id).toBe(scheduled.id);
    expect(listed.find((item) => item.id === draft.id)).toEqual(draft);
    const times = listed.map((item) => Date.parse(item.published_at ?? item.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The seeded articles are there, in both languages.
    const db = await getDb();
    expect(listed.length).toBe(await db.$count(articles));
  });
});

describe('authorization of every article call', () => {
  const someId = '00000000-0000-4000-8000-000000000abc';
  const attempts = (headers: Record<string, string>) => [
    () => send(listAdmin, PATH, { headers }),
    () => post(articleInput(), headers),
    () => put(someId, articleInput(), headers),
    () => del(someId, headers),
  ];

  it.each([
    ['no token', {}],
    ['a malformed bearer token', { authorization: 'Bearer abc.def.ghi' }],
    ['a forged cookie', { cookie: 'studio_admin=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.c2lnbmF0dXJl' }],
  ])('answers 401 with %s and changes nothing', async (_, headers) => {
    const before = await adminList();
    for (const attempt of attempts(headers)) {
      const { status, body } = await attempt();
      expect(status).toBe(401);
      expect(body).toEqual({ detail: expect.any(String) });
    }
    expect(await adminList()).toEqual(before);
  });

  it('refuses a cookie-authenticated write from another site with 403', async () => {
    const cookie = `studio_admin=${auth.authorization!.replace('Bearer ', '')}`;
    const crossSite = { cookie, origin: 'https://evil.example', host: 'localhost:3000' };
    const target = (await adminList())[0]!;
    expect(await post(articleInput(), crossSite)).toMatchObject({ status: 403, body: { detail: 'Cross-site request refused' } });
    expect((await put(target.id, articleInput(), crossSite)).status).toBe(403);
    expect((await del(target.id, crossSite)).status).toBe(403);
    expect((await adminList())[0]).toEqual(target);
    expect((await post(articleInput(), { cookie, origin: 'http://localhost:3000', host: 'localhost:3000' })).status).toBe(201);
  });

  it('lets an editor write the journal: it is content, as projects are', async () => {
    const editor = (await newPerson('editor')).auth;
    const { status, body } = await post(articleInput(), editor);
    expect(status).toBe(201);
    expect((await del((body as AdminArticle).id, editor)).status).toBe(204);
  });
});
