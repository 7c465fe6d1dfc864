import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageEditor } from '@/components/admin/pages/page-editor';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { adminPageMetadata, getAdminLocale } from '@/lib/admin/locale';
import { PAGE_EDITOR_NAMESPACES } from '@/lib/admin/namespaces';
import { getAdminTranslator } from '@/lib/admin/messages';
import { pageTitle, type PageTexts } from '@/lib/pages/labels';
import { isPageKey } from '@/lib/pages/registry';

type Props = PageProps<'/admin/pages/[key]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { key } = await params;
  if (!isPageKey(key)) return {};
  const texts = (await getAdminTranslator('PageFields', await getAdminLocale())) as unknown as PageTexts;
  return adminPageMetadata('pageTitle', { page: pageTitle(texts, key) });
}

/** One page's editor; the form comes from the page's field descriptions (lib/pages/registry.ts). */
export default async function AdminPageEditorPage({ params }: Props) {
  const { key } = await params;
  if (!isPageKey(key)) notFound();
  return (
    <AdminIntlProvider namespaces={PAGE_EDITOR_NAMESPACES}>
      <PageEditor pageKey={key} />
    </AdminIntlProvider>
  );
}
