import { MessagesSection } from '@/components/admin/messages/messages-section';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { adminPageMetadata } from '@/lib/admin/locale';
import { MESSAGES_NAMESPACES } from '@/lib/admin/namespaces';

export const generateMetadata = () => adminPageMetadata('messagesTitle');

export default function AdminMessagesPage() {
  return (
    <AdminIntlProvider namespaces={MESSAGES_NAMESPACES}>
      <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
        <MessagesSection />
      </main>
    </AdminIntlProvider>
  );
}
