import type { AdminArticle, ArticleInput } from '@/lib/journal/input';
import { JSON_HEADERS, request } from './admin';
import { ARTICLES_KEY } from './admin-keys';

// The admin's Journal section (docs/admin.md#journal).

const itemPath = (id: string) => `${ARTICLES_KEY}/${encodeURIComponent(id)}`;

export function listAdminArticles(): Promise<AdminArticle[]> {
  return request(ARTICLES_KEY, { headers: JSON_HEADERS });
}

export function createArticle(input: ArticleInput): Promise<AdminArticle> {
  return request(ARTICLES_KEY, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(input) });
}

export function updateArticle(id: string, input: ArticleInput): Promise<AdminArticle> {
  return request(itemPath(id), { method: 'PUT', headers: JSON_HEADERS, body: JSON.stringify(input) });
}

export async function deleteArticle(id: string): Promise<void> {
  await request<void>(itemPath(id), { method: 'DELETE' });
}
