import { metricsBearer } from '../../metrics-token';
import { GET as health } from '@/app/api/health/route';
import { GET as metrics } from '@/app/api/metrics/route';
import { GET as ready } from '@/app/api/ready/route';
import { asRouteHandler, withHeaders, type BadCase, type Endpoint } from '../cases';
import { ignoredInputCases } from './ignored-input';

// The operations endpoints. The load balancer's checks read no input, so whatever a client adds is
// ignored and the answer is the check's own (200 here, where the database answers). The metrics
// read only the credential: with the token the rest is ignored too; without it, 401 or 403.

const metricsCredentialCases: BadCase[] = [
  ['no credential', {}, 401],
  ['another scheme', { authorization: `Basic ${Buffer.from('prometheus:secret').toString('base64')}` }, 401],
  ['a bearer without a token', { authorization: 'Bearer ' }, 401],
  ['a trusted-looking forwarded address', { 'x-forwarded-for': '127.0.0.1' }, 401],
  ['a wrong token', { authorization: `Bearer ${'x'.repeat(43)}` }, 403],
  ['a 10 kB token', { authorization: `Bearer ${'a'.repeat(10 * 1024)}` }, 403],
  ['the token with a character more', { authorization: `${metricsBearer.authorization}x` }, 403],
].map(([label, headers, status]) => ({
  name: `credentials: ${label as string}`,
  status: status as number,
  request: () => ({ method: 'GET', path: '/api/metrics', headers: headers as Record<string, string> }),
}));

export const healthEndpoints: Endpoint[] = [
  { label: 'GET /api/health', handler: asRouteHandler(health), cases: ignoredInputCases('/api/health') },
  { label: 'GET /api/ready', handler: asRouteHandler(ready), cases: ignoredInputCases('/api/ready') },
  {
    label: 'GET /api/metrics',
    handler: asRouteHandler(metrics),
    cases: [...withHeaders(ignoredInputCases('/api/metrics'), () => metricsBearer), ...metricsCredentialCases],
  },
];
