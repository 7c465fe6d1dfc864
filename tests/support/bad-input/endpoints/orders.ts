import { POST as resendReceipt } from '@/app/api/admin/orders/[id]/receipt/route';
import { POST as refundOrder } from '@/app/api/admin/orders/[id]/refund/route';
import { GET as exportOrders } from '@/app/api/admin/orders/export/route';
import { GET as exportOrdersXlsx } from '@/app/api/admin/orders/export/xlsx/route';
import { GET as listOrders } from '@/app/api/admin/orders/route';
import { GET as exportVatSummary } from '@/app/api/admin/orders/vat-summary/export/route';
import { GET as exportVatSummaryXlsx } from '@/app/api/admin/orders/vat-summary/export/xlsx/route';
import { GET as vatSummary } from '@/app/api/admin/orders/vat-summary/route';
import { asRouteHandler, type BadCase, type Endpoint, type Fixtures } from '../cases';
import { credentialCases, oddIdCases, otherMethodCases } from '../common';
import { IMPOSSIBLE_DAYS } from '../values';
import { adminReadCases } from './admin';

// The admin's Orders calls: the list and its CSV and .xlsx exports (one query: ?product=&from=&to=,
// and the list's &cursor=), the VAT summary and its CSV and .xlsx (?month=), "Mark refunded" and
// "Resend receipt".

/** A well-formed id that names no order and no product. */
const MISSING_ID = '00000000-0000-4000-8000-00000000beef';

const auth = (fixtures: Fixtures) => ({ authorization: `Bearer ${fixtures.token}` });

/** Query strings the list and the export refuse with 400, naming the parameter. */
const REFUSED_QUERIES: Record<string, string> = {
  'a range that ends before it starts': 'from=2025-03-02&to=2025-03-01',
  'February 30th': 'from=2025-02-30',
  'month 13': 'to=2025-13-01',
  'day 0': 'from=2025-01-00',
  ...Object.fromEntries(
    Object.entries(IMPOSSIBLE_DAYS).flatMap(([label, day]) => [
      [`from ${label}`, `from=${day}`],
      [`to ${label}`, `to=${day}`],
    ]),
  ),
  'a date without leading zeros': 'from=2025-1-1',
  'a date with a time': 'from=2025-01-01T00:00:00Z',
  'a date with a space before it': 'from=+2025-01-01',
  'a Norwegian date': 'from=01.03.2025',
  'a timestamp in seconds': 'to=1735689600',
  'year 0000': 'from=0000-01-01',
  'year 9999 (its next day is past what the database stores)': 'to=9999-12-31',
  'a five-digit year': 'to=+10000-01-01',
  'an encoded NUL in a date': 'from=2025-01-01%00',
  '10 kB date': `from=${'2'.repeat(10 * 1024)}`,
  'SQL in a date': "from=2025-01-01'%20or%20'1'='1",
  'a product that is not an id': 'product=brand-kit',
  'a product id in braces': `product={${MISSING_ID}}`,
  'a product id with a newline': `product=${MISSING_ID}%0A`,
  'SQL in the product': "product='%20OR%20'1'='1",
  'a 10 kB product': `product=${'a'.repeat(10 * 1024)}`,
  'a refused first of two products': `product=x&product=${MISSING_ID}`,
  'a cursor that is not an id': 'cursor=50',
  'a negative cursor': 'cursor=-1',
};

/** Queries that are well-formed, or carry what the call does not read: 200 and nothing stored. */
const ACCEPTED_QUERIES: Record<string, string> = {
  'an unknown product': `product=${MISSING_ID}`,
  'an unknown cursor': `cursor=${MISSING_ID}`,
  'empty values': 'product=&from=&to=&cursor=',
  'one day': 'from=2025-03-01&to=2025-03-01',
  'the widest range': 'from=2000-01-01&to=2999-12-31',
  'a leap day': 'from=2024-02-29',
  'an uppercase product id': `product=${MISSING_ID.toUpperCase()}`,
  'a valid first of two dates': 'from=2025-01-01&from=nonsense',
  'unknown parameters': 'page=-1&limit=1e9&sort=%27&status=refunded',
  'prototype keys': '__proto__=x&constructor=y',
  'bracketed names': 'product[]=x&from[gt]=2025',
};

function queryCases(path: string): BadCase[] {
  const build = (query: string) => (fixtures: Fixtures) => ({ method: 'GET', path: `${path}?${query}`, headers: auth(fixtures) });
  return [
    ...Object.entries(REFUSED_QUERIES).map(([label, query]) => ({ name: `query: ${label}`, status: 400, request: build(query) })),
    ...Object.entries(ACCEPTED_QUERIES).map(([label, query]) => ({
      name: `query: ${label}`,
      status: 200,
      accepted: true,
      request: build(query),
    })),
  ];
}

/** ?month= of the VAT summary and its CSV: refused with 400 naming the month, or read (200, nothing stored). */
const REFUSED_MONTHS: Record<string, string> = {
  'month 13': 'month=2025-13',
  'month 00': 'month=2025-00',
  'a month without its leading zero': 'month=2025-3',
  'a day': 'month=2025-03-01',
  'a month with a time': 'month=2025-03T00:00',
  'a year before 2000': 'month=1999-12',
  'a five-digit year': 'month=20250-01',
  'a negative year': 'month=-2025-01',
  'a month name': 'month=March',
  'a Norwegian month': 'month=03.2025',
  'an encoded NUL': 'month=2025-03%00',
  'a newline after the month': 'month=2025-03%0A',
  'SQL in the month': "month=2025-03'%20or%20'1'='1",
  'a 10 kB month': `month=${'2'.repeat(10 * 1024)}`,
  'a refused first of two months': 'month=x&month=2025-03',
};
const ACCEPTED_MONTHS: Record<string, string> = {
  'no month (the current one)': '',
  'an empty month': 'month=',
  'the first month there is': 'month=2000-01',
  'the last month there is': 'month=2999-12',
  'a valid first of two months': 'month=2025-03&month=nonsense',
  'parameters it does not read': 'format=xml&country=DE&from=2025-01-01',
  'bracketed names': 'month[]=2025-03&month[gt]=2025',
};

function monthCases(path: string): BadCase[] {
  const build = (query: string) => (fixtures: Fixtures) => ({
    method: 'GET',
    path: query ? `${path}?${query}` : path,
    headers: auth(fixtures),
  });
  return [
    ...Object.entries(REFUSED_MONTHS).map(([label, query]) => ({ name: `query: ${label}`, status: 400, request: build(query) })),
    ...Object.entries(ACCEPTED_MONTHS).map(([label, query]) => ({
      name: `query: ${label}`,
      status: 200,
      accepted: true,
      request: build(query),
    })),
  ];
}

/** An action of the fixtures' order (or of `id`), with no body: the path names all it needs. */
const action = (kind: 'refund' | 'receipt', id: (fixtures: Fixtures) => string) => (fixtures: Fixtures) => ({
  method: 'POST',
  path: `/api/admin/orders/${id(fixtures)}/${kind}`,
  params: { id: id(fixtures) },
});
const ownOrder = (fixtures: Fixtures) => fixtures.orderId;

function actionCases(
  kind: 'refund' | 'receipt',
  ownMethodOutcome: Pick<BadCase, 'status'>,
  ownMethodId: (fixtures: Fixtures) => string,
): BadCase[] {
  const route = `/api/admin/orders/[id]/${kind}`;
  return [
    ...oddIdCases('POST', route, 'id', { headers: auth }),
    // The order exists and is paid: none of these may refund it or queue a mail.
    ...credentialCases(action(kind, ownOrder), { write: true }),
    ...otherMethodCases('POST', (fixtures) => ({ ...action(kind, ownMethodId)(fixtures), headers: auth(fixtures) }), ownMethodOutcome),
    {
      name: 'a JSON body it does not read, for an unknown order',
      status: 404,
      request: (fixtures) => ({
        ...action(kind, () => MISSING_ID)(fixtures),
        headers: { ...auth(fixtures), 'content-type': 'application/json' },
        body: '{"status":"refunded","email":"x@example.com"}',
      }),
    },
  ];
}

export const orderEndpoints: Endpoint[] = [
  {
    label: 'GET /api/admin/orders',
    handler: asRouteHandler(listOrders),
    cases: [...adminReadCases('/api/admin/orders'), ...queryCases('/api/admin/orders')],
  },
  {
    label: 'GET /api/admin/orders/export',
    handler: asRouteHandler(exportOrders),
    cases: [...adminReadCases('/api/admin/orders/export'), ...queryCases('/api/admin/orders/export')],
  },
  {
    label: 'GET /api/admin/orders/export/xlsx',
    handler: asRouteHandler(exportOrdersXlsx),
    cases: [...adminReadCases('/api/admin/orders/export/xlsx'), ...queryCases('/api/admin/orders/export/xlsx')],
  },
  {
    label: 'GET /api/admin/orders/vat-summary',
    handler: asRouteHandler(vatSummary),
    cases: [...adminReadCases('/api/admin/orders/vat-summary'), ...monthCases('/api/admin/orders/vat-summary')],
  },
  {
    label: 'GET /api/admin/orders/vat-summary/export',
    handler: asRouteHandler(exportVatSummary),
    cases: [...adminReadCases('/api/admin/orders/vat-summary/export'), ...monthCases('/api/admin/orders/vat-summary/export')],
  },
  {
    label: 'GET /api/admin/orders/vat-summary/export/xlsx',
    handler: asRouteHandler(exportVatSummaryXlsx),
    cases: [...adminReadCases('/api/admin/orders/vat-summary/export/xlsx'), ...monthCases('/api/admin/orders/vat-summary/export/xlsx')],
  },
  {
    label: 'POST /api/admin/orders/[id]/refund',
    handler: asRouteHandler(refundOrder),
    // Another method reaching the handler would still refund: sent for an order that does not exist.
    cases: actionCases('refund', { status: 404 }, () => MISSING_ID),
  },
  {
    label: 'POST /api/admin/orders/[id]/receipt',
    handler: asRouteHandler(resendReceipt),
    // The fixtures' order has no buyer e-mail: refused after every check, whatever the method.
    cases: actionCases('receipt', { status: 409 }, ownOrder),
  },
];
