import type { NextRequest } from 'next/server';

// The shape of the bad-input suite: every endpoint with the malformed requests it receives.

/** What the suite prepares before the first request (and before the database snapshot). */
export interface Fixtures {
  /** A valid admin token. */
  token: string;
  /** Broken and refused credentials, by name (forged, expired, revoked, …). */
  badCredentials: Record<string, Record<string, string>>;
  /** A project, a product and a demo checkout session that exist. */
  projectId: string;
  projectSlug: string;
  otherProjectSlug: string;
  productId: string;
  openSessionId: string;
  /** A paid demo order without a buyer e-mail (a receipt for it is refused with 409). */
  orderId: string;
  /** An article that exists (published), its slug, and the slug of another one. */
  articleId: string;
  articleSlug: string;
  otherArticleSlug: string;
  /** A testimonial that exists, and every testimonial's id in display order. */
  testimonialId: string;
  testimonialIds: string[];
  /** A contact message that exists, unread and in the inbox. */
  messageId: string;
  /** A confirmed upcoming booking, and the signed token of its visitor's link. */
  bookingId: string;
  bookingToken: string;
  /** The fixture booking's confirmation link (it is confirmed: the link answers it as it is). */
  bookingConfirmToken: string;
  /** A fresh solved booking challenge (ALTCHA payload) each call: each books once. */
  bookingAltcha: () => string;
  /** A discount code that has never been used (every field of it may change), and its code. */
  discountCodeId: string;
  discountCode: string;
  /** Signs a webhook payload as Stripe would, with the configured secret. */
  signWebhook: (payload: string, timestamp?: number) => string;
}

export interface CaseRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: BodyInit;
  /** The route's dynamic segments, as Next passes them (already decoded). */
  params?: Record<string, string>;
}

export interface BadCase {
  name: string;
  request: (fixtures: Fixtures) => CaseRequest;
  /** The documented answer when it is one status; by default any 4xx. */
  status?: number;
  /**
   * The documented answer is a success despite the odd input (e.g. sign-out always succeeds, an
   * unknown query parameter is ignored): 2xx or 3xx, and still nothing stored.
   */
  accepted?: boolean;
  /** Keys the documented 4xx carries beside `detail` (a time not offered: 409 with the next free `slots`). */
  extraKeys?: string[];
}

export type RouteHandler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface Endpoint {
  /** Method and route, e.g. "PUT /api/projects/[id]". */
  label: string;
  handler: RouteHandler;
  cases: BadCase[];
}

/** Adds headers to every request of some cases (credentials, a client address). */
export function withHeaders(cases: BadCase[], headers: (fixtures: Fixtures) => Record<string, string>): BadCase[] {
  return cases.map((badCase) => ({
    ...badCase,
    request: (fixtures) => {
      const request = badCase.request(fixtures);
      return { ...request, headers: { ...headers(fixtures), ...request.headers } };
    },
  }));
}

/** Names every case after its endpoint and position, so a failure can be found and re-run. */
export const numbered = (cases: BadCase[]): BadCase[] =>
  cases.map((badCase, index) => ({ ...badCase, name: `#${index + 1} ${badCase.name}` }));

let nextAddress = 0;
/** A client address no other request uses, so the sign-in and contact limits never interfere. */
export const uniqueAddress = () => {
  nextAddress += 1;
  return `10.77.${nextAddress >> 8}.${nextAddress & 255}`;
};

export type HandlerOf<Context> = (request: NextRequest, context: Context) => Response | Promise<Response>;

/** Route handlers have their own context type; the suite calls all of them with `{params}`. */
export const asRouteHandler = <Context>(handler: HandlerOf<Context>) => handler as unknown as RouteHandler;
