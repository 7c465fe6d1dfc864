import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for api.stripe.com that answers the Checkout Session (create, retrieve, expire) and Coupon calls the shop makes,
// records every request, and fails on demand, so the Stripe adapter runs against real HTTP. It can
// also hold the shop to a request rate, as Stripe holds an account to its rate limit.

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The form-encoded body, flattened: 'line_items[0][price_data][unit_amount]' → '2900'. */
  form: Record<string, string>;
  /** When it arrived (Date.now()). */
  at: number;
}

export type PeerSession = Record<string, unknown> & { id: string; status: string; payment_status: string };

export type PeerCoupon = {
  id: string;
  percent_off: number | null;
  amount_off: number | null;
  currency: string | null;
  name: string | null;
};

export type Failure =
  { kind: 'server-error' } | { kind: 'rate-limit' } | { kind: 'invalid-request'; message: string } | { kind: 'drop-connection' };

/** Stripe's rate limit of a live account (requests per second). */
export const STRIPE_RATE_LIMIT = 100;

export interface StripePeer {
  host: '127.0.0.1';
  port: number;
  protocol: 'http';
  /** What the app's Stripe client is given to reach the peer: its address, and no retries of its own. */
  connection: { host: '127.0.0.1'; port: number; protocol: 'http'; maxNetworkRetries: 0 };
  requests: RecordedRequest[];
  sessions: Map<string, PeerSession>;
  /** Coupons made through the peer, by id, as Stripe keeps them. */
  coupons: Map<string, PeerCoupon>;
  /** Answers every following request with this failure until called with null. */
  failWith(failure: Failure | null): void;
  /**
   * Answers 429 as Stripe does (code rate_limit) to each request beyond `perSecond` received within
   * the last second, refused ones included; null lifts the limit. Refused requests are recorded too.
   */
  limitRate(perSecond: number | null): void;
  /** How many times the session `id` was retrieved (GET), refused ones included. */
  retrievesOf(id: string): number;
  close(): Promise<void>;
}

function newCoupon(form: Record<string, string>): PeerCoupon {
  const number = (value: string | undefined) => (value === undefined ? null : Number(value));
  return {
    id: form.id ?? `co_${randomBytes(8).toString('hex')}`,
    percent_off: number(form.percent_off),
    amount_off: number(form.amount_off),
    currency: form.currency ?? null,
    name: form.name ?? null,
  };
}

/** The total after the session's coupon, as Stripe reckons it (a percent rounded to the minor unit). */
function discounted(amount: number, coupon: PeerCoupon | undefined): number {
  if (!coupon) return amount;
  if (coupon.percent_off !== null) return amount - Math.round((amount * coupon.percent_off) / 100);
  return Math.max(0, amount - (coupon.amount_off ?? 0));
}

function newSession(form: Record<string, string>, coupons: Map<string, PeerCoupon>): PeerSession {
  const id = `cs_test_${randomBytes(12).toString('hex')}`;
  const metadata = Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith('metadata['))
      .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
  );
  return {
    id,
    object: 'checkout.session',
    url: `https://checkout.stripe.com/c/pay/${id}`,
    mode: form.mode,
    status: 'open',
    payment_status: 'unpaid',
    amount_total: discounted(
      Number(form['line_items[0][price_data][unit_amount]']) * Number(form['line_items[0][quantity]']),
      coupons.get(form['discounts[0][coupon]'] ?? ''),
    ),
    currency: form['line_items[0][price_data][currency]'],
    // Stripe's default is a day; a session asked to expire sooner does.
    expires_at: form.expires_at ? Number(form.expires_at) : Math.floor(Date.now() / 1000) + 24 * 3600,
    success_url: form.success_url,
    cancel_url: form.cancel_url,
    locale: form.locale,
    customer_details: null,
    customer_email: null,
    metadata,
  };
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${randomBytes(6).toString('hex')}`, ...headers });
  response.end(JSON.stringify(body));
}

const stripeError = (type: string, message: string, code?: string) => ({ error: { type, message, ...(code ? { code } : {}) } });

function answerFailure(failure: Failure, response: ServerResponse) {
  if (failure.kind === 'drop-connection') return response.socket?.destroy();
  if (failure.kind === 'server-error') return send(response, 500, stripeError('api_error', 'Internal error at Stripe (secret detail)'));
  if (failure.kind === 'rate-limit') return send(response, 429, stripeError('invalid_request_error', 'Too many requests', 'rate_limit'));
  return send(response, 400, stripeError('invalid_request_error', failure.message, 'parameter_invalid_empty'));
}

export async function startStripePeer(): Promise<StripePeer> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, PeerSession>();
  const coupons = new Map<string, PeerCoupon>();
  let failure: Failure | null = null;
  let rateLimit: number | null = null;
  // When each request of the last second arrived, oldest first.
  let arrivals: number[] = [];

  const overRate = () => {
    if (rateLimit === null) return false;
    const now = Date.now();
    arrivals = arrivals.filter((at) => at > now - 1000);
    arrivals.push(now);
    return arrivals.length > rateLimit;
  };

  const server: Server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0]!;
      const form = Object.fromEntries(new URLSearchParams(raw));
      requests.push({ method: request.method ?? '', path, headers: request.headers, form, at: Date.now() });
      if (failure) return answerFailure(failure, response);
      if (overRate()) return answerFailure({ kind: 'rate-limit' }, response);
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const coupon = form['discounts[0][coupon]'];
        if (coupon !== undefined && !coupons.has(coupon)) {
          return send(response, 400, stripeError('invalid_request_error', `No such coupon: '${coupon}'`, 'resource_missing'));
        }
        const session = newSession(form, coupons);
        sessions.set(session.id, session);
        return send(response, 200, session);
      }
      if (request.method === 'POST' && path === '/v1/coupons') {
        const coupon = newCoupon(form);
        if (coupons.has(coupon.id)) {
          return send(response, 400, stripeError('invalid_request_error', 'Coupon already exists.', 'resource_already_exists'));
        }
        coupons.set(coupon.id, coupon);
        return send(response, 200, { object: 'coupon', duration: form.duration, ...coupon });
      }
      const expiring = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
      if (request.method === 'POST' && expiring) {
        const session = sessions.get(decodeURIComponent(expiring[1]!));
        if (!session)
          return send(
            response,
            404,
            stripeError('invalid_request_error', `No such checkout.session: '${expiring[1]}'`, 'resource_missing'),
          );
        if (session.status !== 'open') {
          return send(
            response,
            400,
            stripeError('invalid_request_error', 'Only Checkout Sessions with a status in ["open"] can be expired.'),
          );
        }
        session.status = 'expired';
        session.url = null;
        return send(response, 200, session);
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && match) {
        const session = sessions.get(decodeURIComponent(match[1]!));
        if (session) return send(response, 200, session);
        return send(response, 404, stripeError('invalid_request_error', `No such checkout.session: '${match[1]}'`, 'resource_missing'));
      }
      send(response, 404, stripeError('invalid_request_error', `Unrecognized request URL (${request.method}: ${path})`));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const port = (server.address() as AddressInfo).port;
  return {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    connection: { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 },
    requests,
    sessions,
    coupons,
    failWith: (next) => (failure = next),
    limitRate: (perSecond) => {
      rateLimit = perSecond;
      arrivals = [];
    },
    retrievesOf: (id) => requests.filter((sent) => sent.method === 'GET' && sent.path === `/v1/checkout/sessions/${id}`).length,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
