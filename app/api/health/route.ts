import { NO_STORE } from '@/lib/http/responses';

// GET /api/health: liveness. 200 whenever the process answers requests at all; it reads nothing,
// so a slow database never gets a live instance restarted (that is readiness's job: /api/ready).
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ status: 'ok' }, { headers: NO_STORE });
}
