import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageEditor } from '@/components/admin/pages/page-editor';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { adminPageMetadata } from '@/lib/admin/locale';
import { PAGE_EDITOR_NAMESPACES } from '@/lib/admin/namespaces';
import { isPageKey, PAGES } from '@/lib/pages/registry';

type Props = PageProps<'/admin/pages/[key]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { key } = await params;
  return isPageKey(key) ? adminPageMetadata('pageTitle', { page: PAGES[key].title }) : {};
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
