import { metricsBearer } from '../support/metrics-token';
import { GET as metricsRoute } from '@/app/api/metrics/route';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mailOutbox } from '@/lib/db/schema';
import { metrics as registry } from '@/lib/metrics/metrics.mjs';
import { markClientAddressLayer } from '@/lib/server/client-address.mjs';
import { send } from '../support/api';
import { sampleSum, type Scrape } from '../support/prometheus';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';

// /api/metrics on the app's handler (docs/operations.md#metrics): who may read it, and what it
// reads from the database. The counters moving with a purchase and a refused mail are checked on
// the production server (tests/system/receipt-delivery.spec.ts), which counts requests too.

// The operator's network, where a Prometheus server may scrape without the token.
process.env.TRUSTED_PROXIES = '10.20.0.0/16';
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  const db = await getDb();
  // A receipt due two hours ago and never sent: the backlog an alert is about.
  await db.insert(mailOutbox).values({
    dedupeKey: `metrics-test-${Date.now()}`,
    recipient: 'waiting@example.com',
    subject: 'Receipt',
    textBody: 'Receipt',
    htmlBody: '<p>Receipt</p>',
    dueAt: new Date(Date.now() - 2 * HOUR_MS),
  });
}, 120_000);

async function scrape(headers: Record<string, string>): Promise<Scrape> {
  const answer = await send(metricsRoute, '/api/metrics', { headers });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return parsePrometheusTextFormat(answer.body as string);
}

it('with the token, answers the text format with the statements run and the waiting mail', async () => {
  const metrics = await scrape(metricsBearer);
  const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  // Statements run through the observed drivers are counted. (Read from the registry: the text
  // parser merges a histogram's label sets into one.)
  expect(metrics.some((family) => family.name === 'studio_db_query_duration_seconds' && family.type === 'HISTOGRAM')).toBe(true);
  const statements = async () =>
    (await registry.queries.get()).values
      .filter((sample) => sample.metricName === 'studio_db_query_duration_seconds_count' && sample.labels.database === database)
      .reduce((sum, sample) => sum + sample.value, 0);
  const before = await statements();
  const db = await getDb();
  for (let run = 0; run < 3; run++) await db.execute(sql`select 1`);
  expect(await statements()).toBe(before + 3);
  expect(sampleSum(metrics, 'studio_mail_outbox_pending')).toBe(1);
  expect(sampleSum(metrics, 'studio_mail_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(2 * 3600);
  // The process's own: heap, resident memory, event-loop lag (0 s on an idle loop).
  expect(sampleSum(metrics, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  expect(sampleSum(metrics, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  expect(sampleSum(metrics, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  if (database === 'postgres') expect(sampleSum(metrics, 'studio_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
});

it('refuses a client without the token (401) or with another (403), with a {detail}', async () => {
  const anonymous = await send(metricsRoute, '/api/metrics');
  expect(anonymous.status).toBe(401);
  expect(anonymous.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
  expect(anonymous.body).toEqual({ detail: expect.stringContaining('METRICS_TOKEN') });
  const wrong = await send(metricsRoute, '/api/metrics', { headers: { authorization: 'Bearer not-the-metrics-token-at-all-000000' } });
  expect(wrong.status).toBe(403);
  expect(wrong.body).toEqual({ detail: expect.any(String) });
});

it('lets the trusted network in without the token, once the production server settled the address', async () => {
  const fromNetwork = { 'x-forwarded-for': '10.20.3.4' };
  // Under `next dev` or a bare `next start` the header is the client's own word.
  expect((await send(metricsRoute, '/api/metrics', { headers: fromNetwork })).status).toBe(401);
  markClientAddressLayer();
  await scrape(fromNetwork);
  expect((await send(metricsRoute, '/api/metrics', { headers: { 'x-forwarded-for': '10.21.0.1' } })).status).toBe(401);
});
