import { handle } from '@/lib/http/handle';
import { errorResponse, NO_STORE } from '@/lib/http/responses';
import { metricsRefusal } from '@/lib/metrics/access';
import { metrics } from '@/lib/metrics/metrics.mjs';
import { refreshStoredGauges } from '@/lib/metrics/stored-gauges';

// GET /api/metrics: this instance's metrics in Prometheus' text format (docs/operations.md#metrics).
export const dynamic = 'force-dynamic';

export const GET = handle(async (request: Request) => {
  if (!metrics.enabled) return errorResponse(404, 'Metrics are turned off on this server (METRICS=off).');
  const refusal = metricsRefusal(request);
  if (refusal) return refusal;
  await refreshStoredGauges();
  return new Response(await metrics.registry.metrics(), { headers: { 'Content-Type': metrics.registry.contentType, ...NO_STORE } });
});
