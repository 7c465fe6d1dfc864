import { slotQuerySchema } from '@/lib/booking/schemas';
import { listSlots } from '@/lib/booking/availability';
import { handle } from '@/lib/http/handle';
import { parseQuery } from '@/lib/http/query';
import { jsonNoStore } from '@/lib/http/responses';

// GET /api/booking/slots?from=YYYY-MM-DD&days=N (docs/booking.md#api): free times, in UTC. Not
// stored anywhere: a booking takes its time away at once.
export const GET = handle(async (request) => {
  return jsonNoStore(await listSlots(parseQuery(request, slotQuerySchema)));
});
