import { MessagesSection } from '@/components/admin/messages/messages-section';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { ServerRows } from '@/components/admin/shell/server-rows';
import { adminPageMetadata } from '@/lib/admin/locale';
import { MESSAGES_NAMESPACES } from '@/lib/admin/namespaces';
import { serverRows } from '@/lib/admin/server-rows';
import { messageListPath } from '@/lib/api/admin-messages';
import { listMessages } from '@/lib/inbox/messages';
import { messageQuerySchema } from '@/lib/inbox/schemas';

export const generateMetadata = () => adminPageMetadata('messagesTitle');

// The section keeps its search, service and box in its state, not in the address: it always
// arrives on the inbox unfiltered, whose list comes with the page (?edit= opens a message in it).
const ARRIVAL = messageQuerySchema.parse({});

export default async function AdminMessagesPage() {
  return (
    <AdminIntlProvider namespaces={MESSAGES_NAMESPACES}>
      <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
        <ServerRows rows={await serverRows(messageListPath(ARRIVAL), () => listMessages(ARRIVAL))}>
          <MessagesSection />
        </ServerRows>
      </main>
    </AdminIntlProvider>
  );
}
