import { eq } from 'drizzle-orm';
import { DELETE as remove, PUT as update } from '@/app/api/admin/articles/[id]/route';
import { GET as listAdmin, POST as create } from '@/app/api/admin/articles/route';
import { getDb } from '@/lib/db/client';
import { articleSlugHistory } from '@/lib/db/schema';
import type { AdminArticle } from '@/lib/journal/input';
import { articleInput } from './article-input';
import { params, send } from './api';

// The admin's Journal calls as the API test files make them, in-process, with the headers of a
// signed-in admin (or of whoever the test is) given per call.

export const ARTICLES_PATH = '/api/admin/articles';

/** The calls with `auth()` as the default headers: read at each call, as it is set in a beforeAll. */
export function articleCalls(auth: () => Record<string, string>) {
  const post = (json: unknown, headers = auth()) => send(create, ARTICLES_PATH, { method: 'POST', json, headers });
  const put = (id: string, json: unknown, headers = auth()) =>
    send(update, `${ARTICLES_PATH}/${id}`, { method: 'PUT', json, headers }, params({ id }));
  const del = (id: string, headers = auth()) => send(remove, `${ARTICLES_PATH}/${id}`, { method: 'DELETE', headers }, params({ id }));
  const list = (headers = auth()) => send(listAdmin, ARTICLES_PATH, { headers });
  const adminList = async () => (await list()).body as AdminArticle[];
  const historyOf = async (id: string) =>
    (await (await getDb()).select().from(articleSlugHistory).where(eq(articleSlugHistory.articleId, id))).map((row) => row.slug);
  /** A new article from `articleInput(overrides)`, which must be accepted. */
  async function created(overrides = {}): Promise<AdminArticle> {
    const answer = await post(articleInput(overrides));
    expect(answer).toMatchObject({ status: 201 });
    return answer.body as AdminArticle;
  }
  return { post, put, del, list, adminList, historyOf, created };
}
