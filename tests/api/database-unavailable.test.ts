import { POST } from '@/app/api/contact/route';
import { GET } from '@/app/api/projects/route';
import { send } from '../support/api';
import { captureLog } from '../support/log-capture';

// A Postgres server that cannot be reached when the app first needs it: nothing listens on port 1.
// (Read by the app on its first getEnv() call, in the first request.)
beforeAll(() => {
  process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/studio';
});

const message = { name: 'Ingrid Hansen', email: 'ingrid@example.com', message: 'We need a brand and a website for our yoga studio.' };

describe('an API call while the database cannot be reached', () => {
  it.each([1, 2])('answers 503 with Retry-After, not 500, to a write (attempt %i: a failed start is not kept)', async (attempt) => {
    const { status, body, headers } = await send(POST, '/api/contact', {
      method: 'POST',
      json: message,
      headers: { 'x-forwarded-for': `10.9.0.${attempt}` },
    });
    expect(status).toBe(503);
    expect(body).toEqual({ detail: 'The site is briefly unavailable. Please try again in a moment.' });
    expect(headers.get('retry-after')).toBe('5');
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 to a read too, logged in one line without a stack', async () => {
    const logged = captureLog();
    const { status } = await send(GET, '/api/projects');
    logged.restore();
    expect(status).toBe(503);
    expect(logged.lines).toEqual([
      expect.objectContaining({
        level: 'error',
        area: 'api',
        method: 'GET',
        msg: 'database unavailable',
        reason: expect.stringMatching(/^ECONNREFUSED: /),
      }),
    ]);
    expect(logged.lines[0]).not.toHaveProperty('err');
  });
});
