import { draftMode } from 'next/headers';
import { articlePath, localizedPath, projectPath } from '@/i18n/paths';
import { routing, type Locale } from '@/i18n/routing';
import { requireAdmin } from '@/lib/auth/require-admin';
import { clearPreview } from '@/lib/content/project-previews';
import { handle } from '@/lib/http/handle';
import { badRequest } from '@/lib/http/responses';
import { articleDescription } from '@/lib/journal/fields';
import { isPageKey, PAGE_KEYS, PAGES } from '@/lib/pages/registry';
import { projectDescription } from '@/lib/projects/fields';
import { SLUG_PATTERN } from '@/lib/forms/slug';

const localeOf = (query: URLSearchParams): Locale =>
  (routing.locales as readonly string[]).includes(query.get('locale') ?? '') ? (query.get('locale') as Locale) : routing.defaultLocale;

const isSlug = (slug: string, max: number) => slug.length <= max && SLUG_PATTERN.test(slug);

/** The public path a preview opens: a studio page (`page=<key>`, its draft), an article (`article=`, as saved) or a project (`slug=`). */
async function previewPath(query: URLSearchParams, adminId: string): Promise<string> {
  const article = query.get('article');
  if (article !== null) {
    if (!isSlug(article, articleDescription.fields.slug.max)) throw badRequest('article: must be an article slug');
    return articlePath(article);
  }
  const page = query.get('page');
  if (page !== null) {
    if (!isPageKey(page)) throw badRequest(`page: must be one of: ${PAGE_KEYS.join(', ')}`);
    // The footer has no page of its own: the home page shows it.
    return PAGES[page].path;
  }
  const slug = query.get('slug') ?? '';
  if (!isSlug(slug, projectDescription.fields.slug.max)) throw badRequest('slug: must be a project slug');
  if (query.get('edits') !== '1') await clearPreview(adminId);
  return projectPath(slug);
}

/**
 * Opens a project page or a studio page in preview (Next's draft mode) for the signed-in admin.
 * The draft-mode cookie alone shows nothing: the page also asks for the admin's session. For a
 * project, `edits=1` shows the unsaved edits sent to /api/admin/projects/preview; without it the
 * admin's stored edits are dropped, so the page shows the project as saved (a draft's "Preview" on
 * its card). For a studio page (`page=services`), the page shows its saved draft (lib/content/pages.ts);
 * for an article (`article=<slug>`), the article as saved, draft or scheduled (lib/content/article-previews.ts).
 */
export const GET = handle(async (request) => {
  const admin = await requireAdmin(request, 'content');
  const query = new URL(request.url).searchParams;
  const path = await previewPath(query, admin.id);
  (await draftMode()).enable();
  // Only a path built here: the query cannot send the admin anywhere else. Next adds the
  // draft-mode cookie to this answer.
  return new Response(null, {
    status: 307,
    headers: { Location: localizedPath(path, localeOf(query)), 'Cache-Control': 'no-store' },
  });
});
