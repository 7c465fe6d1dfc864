import { POST as create } from '@/app/api/admin/articles/route';
import { readDashboard } from '@/app/admin/(protected)/dashboard-data';
import { currentArticleSlugFor } from '@/lib/content/article-slug-redirects';
import { getArticle } from '@/lib/content/articles';
import { getDb } from '@/lib/db/client';
import { articles } from '@/lib/db/schema';
import type { AdminArticle } from '@/lib/journal/input';
import { articleInput } from '../support/article-input';
import { ARTICLES_PATH as PATH, articleCalls } from '../support/articles-api';
import { send } from '../support/api';
import { adminToken, bearer } from '../support/admin';

// The admin's Journal calls (docs/admin.md#journal): list, create, replace and delete an article,
// and the publication time a published article is given. Slugs and who may call:
// articles-admin-rules.test.ts.

let auth: Record<string, string>;
beforeAll(async () => {
  auth = bearer(await adminToken());
});

const HOUR = 60 * 60 * 1000;
const { post, put, del, list, adminList, historyOf, created } = articleCalls(() => auth);

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
    const { status, body, headers } = await list();
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

describe('the dashboard', () => {
  it("lists draft articles among the drafts, named in the admin's language", async () => {
    const draft = await created({ status: 'draft', published_at: undefined });
    const published = await created();
    for (const locale of ['en', 'no'] as const) {
      const { drafts } = await readDashboard(locale, { business: false });
      expect(drafts).toContainEqual({ kind: 'articles', id: draft.id, title: draft.title[locale], updated_at: draft.updated_at });
      expect(drafts.map((item) => item.id)).not.toContain(published.id);
    }
  });
});
