import type { Metadata } from 'next';
import { MessagesSection } from '@/components/admin/messages/messages-section';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { getAdminTranslator } from '@/lib/admin/messages';
import { MESSAGES_NAMESPACES } from '@/lib/admin/namespaces';

export const metadata: Metadata = { title: getAdminTranslator('AdminMeta')('messagesTitle') };

export default function AdminMessagesPage() {
  return (
    <AdminIntlProvider namespaces={MESSAGES_NAMESPACES}>
      <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
        <MessagesSection />
      </main>
    </AdminIntlProvider>
  );
}
