import { requireAdmin } from '@/lib/auth/require-admin';
import { refreshPublicContent } from '@/lib/content/revalidate';
import { pageTag } from '@/lib/content/tags';
import { bookingSettingsSchema } from '@/lib/booking/availability-schema';
import { readBookingSettings, saveBookingSettings } from '@/lib/booking/settings';
import { getDb } from '@/lib/db/client';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';

// The studio's availability (docs/booking.md#availability): read and replaced whole.
export const GET = handle(async (request) => {
  await requireAdmin(request, 'bookings');
  return jsonNoStore(await readBookingSettings(await getDb()));
});

export const PUT = handle(async (request) => {
  await requireAdmin(request, 'bookings');
  const saved = await saveBookingSettings(await getDb(), await parseJson(request, bookingSettingsSchema));
  // The booking page shows the call's length and its first free days in its HTML.
  await refreshPublicContent(pageTag('book'));
  return jsonNoStore(saved);
});
