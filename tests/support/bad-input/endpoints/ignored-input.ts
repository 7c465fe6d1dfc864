import type { BadCase } from '../cases';
import { otherMethodCases } from '../common';

/**
 * For a GET that reads no input (the load balancer's checks, the journal's feeds): whatever a client
 * adds is ignored and the answer is the endpoint's own.
 */
export function ignoredInputCases(path: string, params?: Record<string, string>): BadCase[] {
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
      request: () => ({ method: 'GET', path: `${path}?${query}`, params }),
    })),
    {
      name: 'headers: a body type and an odd accept',
      accepted: true,
      request: () => ({ method: 'GET', path, params, headers: { 'content-type': 'application/json', accept: 'text/html;q=0, */*;q=0' } }),
    },
    ...otherMethodCases(
      'GET',
      () => ({ method: 'GET', path, params, headers: { 'content-type': 'application/json' }, body: '{"status":"down"}' }),
      { accepted: true },
    ),
  ];
}
