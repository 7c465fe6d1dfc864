import { inspect } from 'node:util';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { handle } from '@/lib/http/handle';

// A failed query is logged with its statement and the driver's reason, never with the values a
// visitor sent (Drizzle's own message lists them).

it('logs a failed query without its parameters, and answers 500 without details', async () => {
  const logged: unknown[][] = [];
  const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
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
    spy.mockRestore();
  }
  const text = logged.map((args) => args.map((arg) => inspect(arg, { depth: 5 })).join(' ')).join('\n');
  expect(text).toContain('insert into "contact_messages"');
  expect(text).toContain('value too long');
  expect(text).not.toContain('solveig@example.no');
});
