import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { startServer, systemPort, type ServerProcess } from '../support/server-process';
import { openCheckout, productIds } from '../support/site-http';
import { sampleSum, scrapeMetrics } from '../support/prometheus';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer';

// A receipt survives a mail server that refuses for a while and a restart of the site meanwhile:
// it is sent once the server takes mail again, and only once. The refusals span two attempts (the
// first at once, the retry 5 s later; lib/mail/outbox.ts) and end while the site is down for its
// restart, so the restarted server's first attempt, 10 s after the second (or at its start if it
// took longer), delivers: the retry schedule and the mail outlive the restart. Ending the outage
// during the restart instead of 20 s after the first attempt saves a back-off of 20 s: a refusal
// after the restart would prove what the refusals before it do. The server's metrics count the
// purchase and the refused mail, and its log keeps neither the buyer's address nor the token.

/** The outbox is polled every 5 s: two polls after the delivery find nothing more to send. */
const AFTER_DELIVERY_MS = 10_000;

// The test's own limit; the hook that starts the server has the project's (playwright.config.ts).
test.setTimeout(300_000);

let peer: SmtpPeer;
let server: ServerProcess;
let refusing = true;
const METRICS_TOKEN = randomBytes(32).toString('base64url');

test.beforeAll(async () => {
  peer = await startSmtpPeer(0, { refusing: () => refusing });
  server = await startServer({ port: systemPort(14), env: { SMTP_URL: peer.url, METRICS_TOKEN } });
});

test.afterAll(async () => {
  await server?.dispose();
  await peer?.close();
});

test('a receipt queued while the mail server refuses arrives once after it recovers, across a restart', async () => {
  // Metrics are for Prometheus alone: no token is 401, another token 403 (this client is in no trusted network).
  const metricsAddress = `${server.origin}/api/metrics`;
  expect((await fetch(metricsAddress)).status).toBe(401);
  expect((await fetch(metricsAddress, { headers: { authorization: `Bearer ${'x'.repeat(43)}` } })).status).toBe(403);
  const before = await scrapeMetrics(server.origin, METRICS_TOKEN);

  const [productId] = await productIds(server.origin);
  const checkout = await openCheckout(server.origin, productId!);
  if (!checkout.ok) throw new Error(checkout.detail);
  const email = `outage.${Date.now()}@example.com`;
  const paid = await fetch(`${server.origin}/api/payments/demo/${checkout.value}/pay`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ email }),
  });
  expect(paid.status).toBe(303);

  // The first attempts are refused...
  await expect.poll(() => peer.refusedConnections(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  const counted = (scrape: Awaited<ReturnType<typeof scrapeMetrics>>) => ({
    paid: sampleSum(scrape, 'studio_orders_paid_total'),
    mailFailures: sampleSum(scrape, 'studio_mail_failures_total', { given_up: 'false' }),
    payments: sampleSum(scrape, 'studio_http_requests_total', { route: '/api/payments/demo/[sessionId]/pay', status: '303' }),
    waiting: sampleSum(scrape, 'studio_mail_outbox_pending'),
  });
  const after = counted(await scrapeMetrics(server.origin, METRICS_TOKEN));
  expect(after).toMatchObject({ paid: counted(before).paid + 1, payments: counted(before).payments + 1, waiting: 1 });
  expect(after.mailFailures).toBeGreaterThanOrEqual(counted(before).mailFailures + 2);
  // ...and the site stops; the mail server recovers while it is down.
  await server.stop();
  expect(peer.received.filter((mail) => mail.recipients.includes(email))).toHaveLength(0);
  refusing = false;
  const recovered = Date.now();
  await server.restart();

  const receipt = await peer.waitForMail((mail) => mail.recipients.includes(email), 120_000);
  console.log(
    `receipt arrived ${Math.round((Date.now() - recovered) / 1000)} s after the mail server recovered; ${peer.refusedConnections()} connections refused before`,
  );
  // Every poll of the outbox for a while longer finds nothing more to send.
  await sleep(AFTER_DELIVERY_MS);
  expect(peer.received.filter((mail) => mail.recipients.includes(email))).toHaveLength(1);

  const token = /\/downloads\/([A-Za-z0-9_-]{43})/.exec(receipt.text)?.[1];
  expect(token).toBeTruthy();
  const download = await fetch(`${server.origin}/api/downloads/${token}`, { redirect: 'manual' });
  expect(download.status).toBe(200);
  expect(download.headers.get('content-disposition')).toMatch(/^attachment/);
  const requestId = download.headers.get('x-request-id');

  // The purchase's log, across the restart (docs/operations.md#logs): the server's own lines are
  // JSON, every request has its access line, and neither the buyer's address nor the download
  // link's token is in any line, the refused mail's included.
  const linesOf = (text: string) =>
    text
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  const accessLine = (text: string) => linesOf(text).find((line) => line.msg === 'request' && line.request_id === requestId);
  // The access line is written once the response has closed, which may be just after its body arrived.
  await expect.poll(() => accessLine(readFileSync(server.logFile, 'utf8')), { timeout: 10_000 }).toBeTruthy();
  const log = readFileSync(server.logFile, 'utf8');
  const lines = linesOf(log);
  expect(accessLine(log)).toMatchObject({
    method: 'GET',
    route: '/api/downloads/[token]',
    status: 200,
  });
  expect(lines.filter((line) => line.area === 'mail' && line.msg === 'mail not sent; will try again').length).toBeGreaterThanOrEqual(2);
  expect(lines.find((line) => line.area === 'mail')).toMatchObject({ to: expect.stringMatching(/^o\*\*\*@example\.com$/) });
  expect(log).not.toContain(email);
  expect(log).not.toContain(token);
});
