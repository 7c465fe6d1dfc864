import { JournalSection } from '@/components/admin/journal/journal-section';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { ServerRows } from '@/components/admin/shell/server-rows';
import { adminPageMetadata } from '@/lib/admin/locale';
import { JOURNAL_NAMESPACES } from '@/lib/admin/namespaces';
import { serverRows } from '@/lib/admin/server-rows';
import { ARTICLES_KEY } from '@/lib/api/admin-keys';
import { listAdminArticles } from '@/lib/content/admin-articles';

export const generateMetadata = () => adminPageMetadata('journalTitle');

export default async function AdminJournalPage() {
  return (
    <AdminIntlProvider namespaces={JOURNAL_NAMESPACES}>
      <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
        <ServerRows rows={await serverRows(ARTICLES_KEY, listAdminArticles)}>
          <JournalSection />
        </ServerRows>
      </main>
    </AdminIntlProvider>
  );
}
