import { POST } from '@/app/api/contact/route';
import { GET } from '@/app/api/projects/route';
import { send } from '../support/api';

// A Postgres server that cannot be reached when the app first needs it: nothing listens on port 1.
// (Read by the app on its first getEnv() call, in the first request.)
beforeAll(() => {
  process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/studio';
});

const message = { name: 'Ingrid Hansen', email: 'ingrid@example.com', message: 'We need a brand and a website for our yoga studio.' };

describe('an API call while the database cannot be reached', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

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
    const { status } = await send(GET, '/api/projects');
    expect(status).toBe(503);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]).toEqual([
      expect.stringMatching(/^\[api\] GET \/api\/projects: database unavailable \(ECONNREFUSED: .*\)$/),
    ]);
  });
});
