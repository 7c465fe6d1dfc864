import { POST as sendMailNow } from '@/app/api/admin/mail/[id]/send/route';
import { GET as systemStatus } from '@/app/api/admin/system/route';
import { asRouteHandler, type BadCase, type Endpoint, type Fixtures } from '../cases';
import { credentialCases, oddIdCases, otherMethodCases } from '../common';
import { adminReadCases } from './admin';

// The System panel (docs/admin.md#system): its read takes no input; Send now takes an outbox
// mail's id and nothing else. No mail of the fixtures waits, so a send that got through would
// find none (404) and change nothing.

const MISSING_ID = '00000000-0000-4000-8000-000000000a11';
const ROUTE = '/api/admin/mail/[id]/send';
const auth = (fixtures: Fixtures) => ({ authorization: `Bearer ${fixtures.token}` });
const sendMissing = () => ({ method: 'POST', path: ROUTE.replace('[id]', MISSING_ID), params: { id: MISSING_ID } });

const sendCases: BadCase[] = [
  ...oddIdCases('POST', ROUTE, 'id', { headers: auth }),
  ...credentialCases(sendMissing, { write: true }),
  ...otherMethodCases('POST', (fixtures) => ({ ...sendMissing(), headers: auth(fixtures) }), { status: 404 }),
  {
    name: 'a JSON body it does not read',
    status: 404,
    request: (fixtures) => ({
      ...sendMissing(),
      headers: { ...auth(fixtures), 'content-type': 'application/json' },
      body: '{"status":"sent","recipient":"x@example.com"}',
    }),
  },
];

export const systemEndpoints: Endpoint[] = [
  { label: 'GET /api/admin/system', handler: asRouteHandler(systemStatus), cases: adminReadCases('/api/admin/system') },
  { label: 'POST /api/admin/mail/[id]/send', handler: asRouteHandler(sendMailNow), cases: sendCases },
];
