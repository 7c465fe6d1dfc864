import { NO_STORE } from '@/lib/http/responses';
import { readiness } from '@/lib/health/readiness';

// GET /api/ready: 200 when this instance can serve pages (its database answers), else 503 with
// the reason, so a load balancer sends traffic elsewhere. While the server drains after SIGTERM,
// scripts/start.mjs answers 503 before this handler runs (lib/server/lifecycle.mjs).
export const dynamic = 'force-dynamic';

export async function GET() {
  const state = await readiness();
  if (state.ready) return Response.json({ status: 'ready' }, { headers: NO_STORE });
  return Response.json({ detail: `Not ready: ${state.reason}` }, { status: 503, headers: { ...NO_STORE, 'Retry-After': '5' } });
}
