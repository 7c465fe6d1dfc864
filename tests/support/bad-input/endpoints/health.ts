import { GET as health } from '@/app/api/health/route';
import { GET as ready } from '@/app/api/ready/route';
import { asRouteHandler, type Endpoint } from '../cases';
import { ignoredInputCases } from './ignored-input';

// The load balancer's checks: they read no input, so whatever a client adds is ignored and the
// answer is the check's own (200 here, where the database answers).

export const healthEndpoints: Endpoint[] = [
  { label: 'GET /api/health', handler: asRouteHandler(health), cases: ignoredInputCases('/api/health') },
  { label: 'GET /api/ready', handler: asRouteHandler(ready), cases: ignoredInputCases('/api/ready') },
];
