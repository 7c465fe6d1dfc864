import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { getEnv } from '@/lib/env';
import { errorResponse } from '@/lib/http/responses';
import { CLIENT_ADDRESS_HEADER, hasClientAddressLayer, inTrustedNetwork } from '@/lib/server/client-address.mjs';

// Who may read /api/metrics (docs/operations.md#metrics): a Prometheus server in the networks
// TRUSTED_PROXIES names, or anyone with `Authorization: Bearer METRICS_TOKEN`. The numbers tell an
// outsider the site's traffic and failures, so everyone else is refused, as cheaply as a 404.

const digest = (text: string) => createHash('sha256').update(text).digest();

function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

/** The refusal for this request, or null when it may read the metrics. */
export function metricsRefusal(request: Request): Response | null {
  const env = getEnv();
  const token = bearerToken(request);
  if (token !== null) {
    // Compared as digests: equal lengths, and no early exit to time.
    if (env.METRICS_TOKEN && timingSafeEqual(digest(token), digest(env.METRICS_TOKEN))) return null;
    return errorResponse(403, 'This token does not open the metrics.');
  }
  // Without the production server's layer the address header is the client's own word.
  if (hasClientAddressLayer() && inTrustedNetwork(env.TRUSTED_PROXIES, request.headers.get(CLIENT_ADDRESS_HEADER))) return null;
  const refusal = errorResponse(401, 'The metrics need the METRICS_TOKEN as a bearer token, or a request from a trusted network.');
  refusal.headers.set('WWW-Authenticate', 'Bearer realm="metrics"');
  return refusal;
}
