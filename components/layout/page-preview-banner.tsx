import { getLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/locale';
import { localizedPath } from '@/i18n/paths';
import { isPagePreview } from '@/lib/content/pages';
import { PreviewBanner } from './preview-banner';

/** On a page the studio edits, in the Pages section's preview: says so, with the way out (back to `path`). */
export async function PagePreviewBanner({ path }: { path: string }) {
  if (!(await isPagePreview())) return null;
  return <PreviewBanner returnTo={localizedPath(path, asLocale(await getLocale()))} />;
}
