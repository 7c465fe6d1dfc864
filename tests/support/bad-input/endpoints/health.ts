import { GET as health } from '@/app/api/health/route';
import { GET as ready } from '@/app/api/ready/route';
import { asRouteHandler, type BadCase, type Endpoint } from '../cases';
import { otherMethodCases } from '../common';

// The load balancer's checks: they read no input, so whatever a client adds is ignored and the
// answer is the check's own (200 here, where the database answers).

function ignoredInputCases(path: string): BadCase[] {
  const queries: Record<string, string> = {
    'unknown parameters': 'verbose=1&deep=true',
    'malformed percent encoding': 'x=%E0%A4%A',
    '10 kB parameter': `x=${'a'.repeat(10 * 1024)}`,
    'prototype keys': '__proto__=x&constructor=y',
  };
  return [
    ...Object.entries(queries).map(([label, query]) => ({
      name: `query: ${label}`,
      accepted: true,
      request: () => ({ method: 'GET', path: `${path}?${query}` }),
    })),
    {
      name: 'headers: a body type and an odd accept',
      accepted: true,
      request: () => ({ method: 'GET', path, headers: { 'content-type': 'application/json', accept: 'text/html;q=0, */*;q=0' } }),
    },
    ...otherMethodCases(
      'GET',
      () => ({ method: 'GET', path, headers: { 'content-type': 'application/json' }, body: '{"status":"down"}' }),
      { accepted: true },
    ),
  ];
}

export const healthEndpoints: Endpoint[] = [
  { label: 'GET /api/health', handler: asRouteHandler(health), cases: ignoredInputCases('/api/health') },
  { label: 'GET /api/ready', handler: asRouteHandler(ready), cases: ignoredInputCases('/api/ready') },
];
