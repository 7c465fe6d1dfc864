import type { Metadata } from 'next';
import { BookingsSection } from '@/components/admin/bookings/bookings-section';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { getAdminTranslator } from '@/lib/admin/messages';
import { BOOKINGS_NAMESPACES } from '@/lib/admin/namespaces';

export const metadata: Metadata = { title: getAdminTranslator('AdminMeta')('bookingsTitle') };

export default function AdminBookingsPage() {
  return (
    <AdminIntlProvider namespaces={BOOKINGS_NAMESPACES}>
      <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
        <BookingsSection />
      </main>
    </AdminIntlProvider>
  );
}
