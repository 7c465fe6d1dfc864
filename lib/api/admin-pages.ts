import type { AdminPage, AdminPageSummary, PageVersion } from '@/lib/content/page-writes';
import type { Locale } from '@/i18n/routing';
import type { PageKey } from '@/lib/pages/registry';
import { JSON_HEADERS, request } from './admin';
import { PAGES_KEY } from './admin-keys';

// The admin's Pages section (docs/admin.md#pages): a draft per page, published as a whole.

export const PAGES_PATH = PAGES_KEY;
export const pagePath = (key: PageKey) => `${PAGES_PATH}/${encodeURIComponent(key)}`;
export const versionsPath = (key: PageKey) => `${pagePath(key)}/versions`;

export type { AdminPage, AdminPageSummary, PageVersion };

export async function fetchAdminPages(): Promise<AdminPageSummary[]> {
  const { pages } = await request<{ pages: AdminPageSummary[] }>(PAGES_PATH, { headers: JSON_HEADERS });
  return pages;
}

export function fetchAdminPage(key: PageKey): Promise<AdminPage> {
  return request(pagePath(key), { headers: JSON_HEADERS });
}

/** Replaces the whole draft. */
export function saveDraft(key: PageKey, draft: unknown): Promise<AdminPage> {
  return request(pagePath(key), { method: 'PUT', headers: JSON_HEADERS, body: JSON.stringify(draft) });
}

export function publishPage(key: PageKey): Promise<AdminPage> {
  return request(`${pagePath(key)}/publish`, { method: 'POST', headers: JSON_HEADERS });
}

export async function fetchVersions(key: PageKey): Promise<PageVersion[]> {
  const { versions } = await request<{ versions: PageVersion[] }>(versionsPath(key), { headers: JSON_HEADERS });
  return versions;
}

/** The version becomes the draft; the answer is the page with it. */
export function restoreVersion(key: PageKey, id: string): Promise<AdminPage> {
  return request(`${versionsPath(key)}/${encodeURIComponent(id)}/restore`, { method: 'POST', headers: JSON_HEADERS });
}

/** Where "Preview" opens the page's saved draft in `locale` (app/api/admin/preview/route.ts). */
export const previewAddress = (key: PageKey, locale: Locale) => `/api/admin/preview?${new URLSearchParams({ page: key, locale })}`;
