import { BookingsSection } from '@/components/admin/bookings/bookings-section';
import { AdminIntlProvider } from '@/components/admin/shell/admin-intl-provider';
import { ServerRows } from '@/components/admin/shell/server-rows';
import { adminPageMetadata } from '@/lib/admin/locale';
import { BOOKINGS_NAMESPACES } from '@/lib/admin/namespaces';
import { serverRows } from '@/lib/admin/server-rows';
import { BOOKING_SETTINGS_PATH, bookingListPath } from '@/lib/api/admin-bookings';
import { listAdminBookings } from '@/lib/booking/admin';
import { readBookingSettings } from '@/lib/booking/settings';
import { getDb } from '@/lib/db/client';

export const generateMetadata = () => adminPageMetadata('bookingsTitle');

// The section arrives on the first page of the upcoming calls (its view and page are its state, not
// the address's), written in the studio's zone from the availability: both come with the page. The
// past calls load when chosen; the availability's form shows the settings already here.
export default async function AdminBookingsPage() {
  const [settings, upcoming] = await Promise.all([
    serverRows(BOOKING_SETTINGS_PATH, async () => readBookingSettings(await getDb())),
    serverRows(bookingListPath('upcoming', 1), () => listAdminBookings('upcoming', 1)),
  ]);
  return (
    <AdminIntlProvider namespaces={BOOKINGS_NAMESPACES}>
      <main className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-8">
        <ServerRows rows={{ ...settings, ...upcoming }}>
          <BookingsSection />
        </ServerRows>
      </main>
    </AdminIntlProvider>
  );
}
