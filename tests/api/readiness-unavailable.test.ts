import { GET as ready } from '@/app/api/ready/route';
import { send } from '../support/api';
import { captureLog } from '../support/log-capture';

// Nothing listens on port 1: the instance is alive but cannot serve pages.
beforeAll(() => {
  process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/studio';
});

it('GET /api/ready answers 503 with a generic reason and Retry-After when the database cannot be reached, and logs the detail', async () => {
  const logged = captureLog();
  const { status, body, headers } = await send(ready, '/api/ready');
  logged.restore();
  const log = logged.text();
  expect(status).toBe(503);
  // The endpoint is public: the database's address is for the operator's log only.
  expect(body).toEqual({ detail: 'Not ready: the database cannot be reached' });
  expect(log).toMatch(/ECONNREFUSED.*127\.0\.0\.1:1/);
  expect(headers.get('retry-after')).toBe('5');
  expect(headers.get('cache-control')).toBe('no-store');
});
