import { BookingsSection } from '@/components/admin/bookings/bookings-section';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { adminPageMetadata } from '@/lib/admin/locale';
import { BOOKINGS_NAMESPACES } from '@/lib/admin/namespaces';

export const generateMetadata = () => adminPageMetadata('bookingsTitle');

export default function AdminBookingsPage() {
  return (
    <AdminIntlProvider namespaces={BOOKINGS_NAMESPACES}>
      <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
        <BookingsSection />
      </main>
    </AdminIntlProvider>
  );
}
