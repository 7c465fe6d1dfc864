import { DrizzleQueryError } from 'drizzle-orm/errors';
import { handle } from '@/lib/http/handle';
import { captureLog } from '../support/log-capture';

// A failed query is logged with its statement and the driver's reason, never with the values a
// visitor sent (Drizzle's own message lists them).

it('logs a failed query without its parameters, and answers 500 without details', async () => {
  const logged = captureLog();
  try {
    const failing = handle(async () => {
      throw new DrizzleQueryError(
        'insert into "contact_messages" ("email") values ($1)',
        ['solveig@example.no'],
        new Error('value too long'),
      );
    });
    const response = await failing(new Request('http://localhost/api/contact', { method: 'POST' }), undefined);
    expect([response.status, await response.json()]).toEqual([500, { detail: 'Internal server error' }]);
  } finally {
    logged.restore();
  }
  const [line] = logged.lines as { err?: { message: string } }[];
  expect(line?.err?.message).toContain('insert into "contact_messages"');
  expect(line?.err?.message).toContain('value too long');
  // Neither whole nor masked: the values are not in the line at all.
  expect(logged.text()).not.toMatch(/solveig|s\*\*\*@example\.no/);
});
