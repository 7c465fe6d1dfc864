import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { startOtlpReceiver, type OtlpReceiver } from '../support/otlp-receiver';
import { startServer, systemPort, type ServerProcess } from '../support/server-process';
import { openCheckout, paymentStatus, productIds } from '../support/site-http';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer';
import { startStripePeer, type StripePeer } from '../support/stripe-peer';

// Traces on the production server (docs/operations.md#traces): a purchase through the Stripe peer
// is one trace, sent over OTLP/HTTP to a receiver here, that holds the request that learned of the
// payment, its statements, the Stripe call and the receipt's mail; the JSON log's lines of that
// request carry the same trace id; neither the buyer's address nor the download token is logged.

let receiver: OtlpReceiver;
let stripe: StripePeer;
let smtp: SmtpPeer;
let server: ServerProcess;

test.beforeAll(async () => {
  [receiver, stripe, smtp] = await Promise.all([startOtlpReceiver(), startStripePeer(), startSmtpPeer()]);
  server = await startServer({
    port: systemPort(19),
    env: {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      // Every request traced: one in ten is the default.
      OTEL_TRACES_SAMPLER: 'always_on',
      // Spans leave within a fifth of a second, not the default five.
      OTEL_BSP_SCHEDULE_DELAY: '200',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_tracing',
      STRIPE_WEBHOOK_SECRET: 'whsec_tracing',
      STRIPE_API_URL: `http://${stripe.host}:${stripe.port}`,
      SMTP_URL: smtp.url,
    },
  });
});

test.afterAll(async () => {
  await server?.dispose();
  await Promise.all([receiver?.close(), stripe?.close(), smtp?.close()]);
});

test('a purchase is one trace: the request, its statements, the Stripe call and the receipt, with its id in the log', async () => {
  const [productId] = await productIds(server.origin);
  const checkout = await openCheckout(server.origin, productId!);
  if (!checkout.ok) throw new Error(checkout.detail);
  const sessionId = checkout.value;
  const email = `traced.${Date.now()}@example.com`;
  stripe.sessions.set(sessionId, {
    ...stripe.sessions.get(sessionId)!,
    status: 'complete',
    payment_status: 'paid',
    customer_details: { email },
  });

  // The buyer's page asks; the server asks Stripe, finds it paid, stores the order and sends the receipt.
  expect(await paymentStatus(server.origin, sessionId)).toBe('paid');
  const receipt = await smtp.waitForMail((mail) => mail.recipients.includes(email), 60_000);
  const token = /\/downloads\/([A-Za-z0-9_-]{43})/.exec(receipt.text)?.[1];
  expect(token).toBeTruthy();

  const request = () =>
    receiver.spans.find((span) => span.kind === 2 && span.attributes['http.route'] === '/api/payments/status/[sessionId]');
  await expect.poll(() => request()?.traceId, { timeout: 30_000 }).toBeTruthy();
  const traceId = request()!.traceId;
  const inTrace = () => receiver.spans.filter((span) => span.traceId === traceId);
  await expect.poll(() => inTrace().some((span) => span.name === 'smtp send'), { timeout: 30_000 }).toBe(true);
  const spans = inTrace();
  const names = spans.map((span) => span.name);
  const counts = Object.entries(Object.groupBy(names, (name) => name)).map(([name, all]) => `${name} ×${all!.length}`);
  console.log(`the purchase's trace: ${spans.length} spans (${counts.join(', ')})`);
  expect(names).toContain('stripe checkout.sessions.retrieve');
  expect(names.filter((name) => name.startsWith('db '))).toEqual(expect.arrayContaining(['db select', 'db insert']));
  const mail = spans.find((span) => span.name === 'smtp send')!;
  expect(mail.attributes['order.id']).toEqual(expect.any(String));
  expect(spans.some((span) => span.attributes['order.id'] === mail.attributes['order.id'] && span.kind !== 3)).toBe(true);
  // Every span but the request's has its parent in the trace: one tree, not pieces.
  const ids = new Set(spans.map((span) => span.spanId));
  expect(spans.filter((span) => span.parentSpanId && !ids.has(span.parentSpanId)).map((span) => span.name)).toEqual([]);
  expect(spans.every((span) => span.service === 'studio-site')).toBe(true);

  // The log's lines of that request carry its trace id; nothing personal is in any line.
  const lines = () =>
    readFileSync(server.logFile, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  await expect
    .poll(
      () =>
        lines()
          .filter((line) => line.trace_id === traceId)
          .map((line) => line.msg),
      { timeout: 10_000 },
    )
    .toEqual(expect.arrayContaining(['order paid', 'request']));
  const log = readFileSync(server.logFile, 'utf8');
  expect(log).not.toContain(email);
  expect(log).not.toContain(token);
});
