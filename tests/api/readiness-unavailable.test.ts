import { GET as ready } from '@/app/api/ready/route';
import { send } from '../support/api';

// Nothing listens on port 1: the instance is alive but cannot serve pages.
beforeAll(() => {
  process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/studio';
});

it('GET /api/ready answers 503 with the reason and Retry-After when the database cannot be reached', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { status, body, headers } = await send(ready, '/api/ready');
  logged.mockRestore();
  expect(status).toBe(503);
  expect(body).toEqual({ detail: expect.stringMatching(/^Not ready: ECONNREFUSED/) });
  expect(headers.get('retry-after')).toBe('5');
  expect(headers.get('cache-control')).toBe('no-store');
});
