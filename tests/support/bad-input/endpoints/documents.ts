import { GET as adminCreditNote } from '@/app/api/admin/orders/[id]/credit-note.pdf/route';
import { GET as adminReceipt } from '@/app/api/admin/orders/[id]/receipt.pdf/route';
import { GET as sessionReceipt } from '@/app/api/receipts/[sessionId]/route';
import { asRouteHandler, uniqueAddress, withHeaders, type BadCase, type Endpoint, type Fixtures } from '../cases';
import { credentialCases, oddIdCases, otherMethodCases } from '../common';
import { sessionCases } from './shop';

// The sales documents as PDFs (docs/shop.md#receipt-pdf): the buyer's receipt by her checkout
// session, and the admin's receipt and credit note by order id.

const auth = (fixtures: Fixtures) => ({ authorization: `Bearer ${fixtures.token}` });

function documentCases(document: 'receipt' | 'credit-note', ownOrder: Pick<BadCase, 'status' | 'accepted'>): BadCase[] {
  const route = `/api/admin/orders/[id]/${document}.pdf`;
  const own = (fixtures: Fixtures) => ({
    method: 'GET',
    path: route.replace('[id]', fixtures.orderId),
    params: { id: fixtures.orderId },
  });
  return [
    ...oddIdCases('GET', route, 'id', { headers: auth }),
    ...credentialCases(own, { write: false }),
    ...otherMethodCases('GET', own, { status: 401 }),
    {
      name: 'signed in, the fixtures’ paid order, with a query it does not read',
      ...ownOrder,
      request: (fixtures) => ({ ...own(fixtures), path: `${own(fixtures).path}?locale=xx&id=1`, headers: auth(fixtures) }),
    },
  ];
}

export const documentEndpoints: Endpoint[] = [
  {
    label: 'GET /api/receipts/[sessionId]',
    handler: asRouteHandler(sessionReceipt),
    // An unpaid session's 404 is in tests/api/receipt-pdf.test.ts: asking about it refreshes the session's row.
    cases: withHeaders(sessionCases('GET', '/api/receipts/[sessionId]'), () => ({ 'x-forwarded-for': uniqueAddress() })),
  },
  {
    label: 'GET /api/admin/orders/[id]/receipt.pdf',
    handler: asRouteHandler(adminReceipt),
    cases: documentCases('receipt', { status: 200, accepted: true }),
  },
  {
    label: 'GET /api/admin/orders/[id]/credit-note.pdf',
    handler: asRouteHandler(adminCreditNote),
    // The fixtures' order is paid, not refunded: it has no credit note.
    cases: documentCases('credit-note', { status: 404 }),
  },
];
