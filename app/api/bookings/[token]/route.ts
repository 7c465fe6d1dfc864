import { requireBookingId } from '@/lib/booking/links';
import { readPublicBooking } from '@/lib/booking/service';
import { handle } from '@/lib/http/handle';
import { jsonNoStore } from '@/lib/http/responses';

type Context = RouteContext<'/api/bookings/[token]'>;

// The booking a signed link points at (the manage page reads it).
export const GET = handle<Context>(async (_request, { params }) =>
  jsonNoStore(await readPublicBooking(requireBookingId((await params).token))),
);
