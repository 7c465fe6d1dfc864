import { GET as health } from '@/app/api/health/route';
import { GET as ready } from '@/app/api/ready/route';
import { getDb } from '@/lib/db/client';
import { send } from '../support/api';

// As the server does at start (lib/startup.ts), before it takes requests: migrated and seeded.
beforeAll(() => getDb(), 120_000);

describe('the load balancer checks', () => {
  it('GET /api/health answers 200 without reading anything', async () => {
    const { status, body, headers } = await send(health, '/api/health');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok' });
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('GET /api/ready answers 200 when the database answers', async () => {
    const { status, body, headers } = await send(ready, '/api/ready');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ready' });
    expect(headers.get('cache-control')).toBe('no-store');
  });
});
