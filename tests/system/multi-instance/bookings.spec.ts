import { solve } from '../../support/altcha-solve';
import { expect, test, withDatabase } from './cluster';

// Bookings racing over both instances: one hold per slot, and a spent challenge is spent on both.

/** A solved booking challenge from `origin`, as the widget would send it. */
async function solvedChallenge(origin: string, address: string): Promise<string> {
  return solve(await (await fetch(`${origin}/api/booking/challenge`, { headers: { 'X-Forwarded-For': address } })).json());
}

test('20 concurrent bookings of one slot spread over both instances make one hold, and a solution spent on one is refused by the other', async ({
  cluster,
}) => {
  const { a, b, nginx } = cluster;
  const { slots } = (await (await fetch(`${nginx.origin}/api/booking/slots`)).json()) as { slots: { start: string }[] };
  const start = slots[0]!.start;
  const booking = (index: number, altcha: string) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${100 + index}` },
    body: JSON.stringify({
      start,
      name: `Visitor ${index}`,
      email: `racer${index}@example.com`,
      locale: 'en',
      time_zone: 'Europe/Oslo',
      altcha,
    }),
  });
  const statuses = await Promise.all(
    Array.from({ length: 20 }, async (_, index) => {
      // Each from an address and an e-mail of its own, so only the slot decides.
      const origin = (index % 2 ? a : b).origin;
      const altcha = await solvedChallenge(origin, `198.51.100.${100 + index}`);
      return (await fetch(`${origin}/api/bookings`, booking(index, altcha))).status;
    }),
  );
  expect([...statuses].sort()).toEqual([202, ...Array(19).fill(409)]);
  await withDatabase(cluster, async (db) => {
    const held = await db.query("select status from bookings where start_at = $1 and status not in ('cancelled', 'expired')", [start]);
    expect(held.rows).toEqual([{ status: 'pending' }]);
    // Nothing reaches Messages before the visitor confirms.
    const leads = await db.query('select 1 from contact_messages where booking_id is not null');
    expect(leads.rows).toHaveLength(0);
  });

  // Spent on one instance (a 409 for the taken time still spends it), refused on the other: Redis remembers.
  const altcha = await solvedChallenge(a.origin, '198.51.100.99');
  expect((await fetch(`${a.origin}/api/bookings`, booking(21, altcha))).status).toBe(409);
  const reused = await fetch(`${b.origin}/api/bookings`, booking(22, altcha));
  expect(reused.status).toBe(400);
  expect(((await reused.json()) as { detail: string }).detail).toMatch(/already used/);
});
