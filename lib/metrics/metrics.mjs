// @ts-check
import client from 'prom-client';

// The server's Prometheus metrics, each defined once here (docs/operations.md#metrics). Served at
// /api/metrics (app/api/metrics/route.ts); each instance reports its own, Prometheus adds them up.
// Labels are bounded: a route is the build's pattern, never an address, and a status is a number
// the server chose. One registry per process: the production server (plain Node) and the app's
// bundled code both import this file, as two module instances, so it lives on globalThis.

const METRICS = Symbol.for('studio.metrics');
const global = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis));

// From 5 ms (a page from memory) to 10 s (the database's statement limit).
const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function createMetrics() {
  const registry = new client.Registry();
  // METRICS=off (lib/env.ts checks the value): nothing is counted per request or statement, and
  // /api/metrics is not there. For a site without Prometheus, and to measure what counting costs.
  const enabled = process.env.METRICS?.trim().toLowerCase() !== 'off';
  // Heap, RSS, event-loop lag, garbage collection, open handles: prom-client's standard set.
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    enabled,
    registry,
    requests: new client.Counter({
      name: 'studio_http_requests_total',
      help: 'Requests answered, by route pattern and status (5xx are the server errors).',
      labelNames: ['route', 'status'],
      registers,
    }),
    requestSeconds: new client.Histogram({
      name: 'studio_http_request_duration_seconds',
      help: 'Time from the request to the end of its response, by route pattern and status.',
      labelNames: ['route', 'status'],
      buckets: SECONDS_BUCKETS,
      registers,
    }),
    pageCache: new client.Counter({
      name: 'studio_page_cache_requests_total',
      help: 'Public pages the server may keep in memory, by whether memory answered (hit) or Next (miss).',
      labelNames: ['result'],
      registers,
    }),
    queries: new client.Histogram({
      name: 'studio_db_query_duration_seconds',
      help: 'Database statements, by database kind (postgres or pglite) and whether they failed.',
      labelNames: ['database', 'outcome'],
      buckets: SECONDS_BUCKETS,
      registers,
    }),
    pool: new client.Gauge({
      name: 'studio_db_pool_connections',
      help: 'Postgres connections of this instance, by state: total, idle, and requests waiting for one.',
      labelNames: ['state'],
      registers,
    }),
    outboxDepth: new client.Gauge({
      name: 'studio_mail_outbox_pending',
      help: 'Mails due and not yet sent (receipts, booking mail, reminders), site-wide.',
      registers,
    }),
    outboxOldest: new client.Gauge({
      name: 'studio_mail_outbox_oldest_age_seconds',
      help: 'How long the oldest mail due and not yet sent has waited (0 when none waits), site-wide.',
      registers,
    }),
    outboxFailed: new client.Gauge({
      name: 'studio_mail_outbox_given_up',
      help: 'Mails given up after two days of attempts and not retried since, site-wide.',
      registers,
    }),
    lastBackup: new client.Gauge({
      name: 'studio_backup_last_success_timestamp_seconds',
      help: 'When the newest backup `npm run backup` completed was written (Unix time; 0 when none was), site-wide.',
      registers,
    }),
    lastBackupBytes: new client.Gauge({
      name: 'studio_backup_last_size_bytes',
      help: 'The size of the newest backup file (0 when none was), site-wide.',
      registers,
    }),
    mailSent: new client.Counter({ name: 'studio_mail_sent_total', help: 'Mails the mail server accepted.', registers }),
    mailFailures: new client.Counter({
      name: 'studio_mail_failures_total',
      help: 'Attempts the mail server refused or that failed to reach it, by whether the mail was then given up.',
      labelNames: ['given_up'],
      registers,
    }),
    ordersPaid: new client.Counter({ name: 'studio_orders_paid_total', help: 'Orders made from paid checkouts.', registers }),
    bookings: new client.Counter({
      name: 'studio_bookings_total',
      help: 'Calls booked: requested (held for confirmation) and confirmed.',
      labelNames: ['stage'],
      registers,
    }),
    signInRefusals: new client.Counter({
      name: 'studio_sign_in_refusals_total',
      help: 'Admin sign-ins refused, by reason: wrong credentials, a second factor missing or wrong, throttled, or busy.',
      labelNames: ['reason'],
      registers,
    }),
  };
}

/** @typedef {ReturnType<typeof createMetrics>} Metrics */

export const metrics = /** @type {Metrics} */ (global[METRICS] ??= createMetrics());
