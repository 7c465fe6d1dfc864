import { currentArticleSlugFor } from '@/lib/content/article-slug-redirects';
import type { AdminArticle } from '@/lib/journal/input';
import { articleInput } from '../support/article-input';
import { articleCalls } from '../support/articles-api';
import { detailOf as detail } from '../support/api';
import { adminToken, bearer } from '../support/admin';
import { newPerson } from '../support/team';

// The rules around the admin's Journal calls (docs/admin.md#journal): a slug belongs to one article
// and a published article's old slugs stay its addresses; who may call at all.

let auth: Record<string, string>;
beforeAll(async () => {
  auth = bearer(await adminToken());
});

const HOUR = 60 * 60 * 1000;
const { post, put, del, list, adminList, historyOf, created } = articleCalls(() => auth);

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

describe('authorization of every article call', () => {
  const someId = '00000000-0000-4000-8000-000000000abc';
  const attempts = (headers: Record<string, string>) => [
    () => list(headers),
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
