import { handle } from '@/lib/http/handle';
import { jsonNoStore, notFound } from '@/lib/http/responses';
import { statusJson, syncSession } from '@/lib/shop/checkout/status';

type Context = RouteContext<'/api/payments/status/[sessionId]'>;

export const GET = handle<Context>(async (_request, { params }) => {
  const synced = await syncSession((await params).sessionId);
  if (!synced) throw notFound('Session not found');
  return jsonNoStore(statusJson(synced.session));
});
