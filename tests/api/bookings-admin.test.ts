import { eq } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { GET as getSlots } from '@/app/api/booking/slots/route';
import { GET as listAdmin } from '@/app/api/admin/bookings/route';
import { PATCH as patchAdmin } from '@/app/api/admin/bookings/[id]/route';
import { POST as cancelByStudio } from '@/app/api/admin/bookings/[id]/cancel/route';
import { POST as release } from '@/app/api/admin/bookings/[id]/release/route';
import { PAGE_SIZE } from '@/lib/booking/admin';
import type { AdminBooking, AdminBookingList, SlotList } from '@/lib/booking/types';
import { getDb } from '@/lib/db/client';
import { bookings, mailOutbox } from '@/lib/db/schema';
import { adminToken, bearer } from '../support/admin';
import { params, send } from '../support/api';
import { book } from '../support/booking-flow';

// The studio's view of pending holds (docs/booking.md#pending-holds): marked with their end,
// released without a mail; and the list a page at a time.

let token: string;

beforeAll(async () => {
  delete process.env.SMTP_URL;
  await getDb();
  token = await adminToken();
}, 60_000);

const list = async (query: string) =>
  (await send(listAdmin, `/api/admin/bookings?${query}`, { headers: bearer(token) })).body as AdminBookingList;
const slots = async () => ((await send(getSlots, '/api/booking/slots')).body as SlotList).slots.map((slot) => slot.start);
type IdHandler = (request: NextRequest, context: { params: Promise<{ id: string }> }) => Promise<Response>;
const asAdmin = (handler: IdHandler, id: string, suffix: string, init: { method: string; json?: unknown }) =>
  send(handler, `/api/admin/bookings/${id}${suffix}`, { ...init, headers: bearer(token) }, params({ id }));

const visitor = (start: string, n: number) => ({
  start,
  name: 'Kari Nordmann',
  email: `kari.${n}@example.com`,
  note: '<img src=x onerror=alert(1)>',
  locale: 'no',
  time_zone: 'Europe/Oslo',
});

describe("the studio's pending holds", () => {
  it('lists a hold as pending with its end, releases it without a mail, and frees its time', async () => {
    const [start] = await slots();
    expect((await book(visitor(start!, 1))).status).toBe(202);
    const hold = (await list('when=upcoming')).bookings.find((b) => b.email === 'kari.1@example.com')!;
    expect(hold).toMatchObject({ status: 'pending', start, message_id: null });
    expect(Date.parse(hold.confirm_by!)).toBeGreaterThan(Date.now());

    // A hold is neither marked nor cancelled by the studio: its visitor confirms it, or it is released.
    expect((await asAdmin(patchAdmin, hold.id, '', { method: 'PATCH', json: { status: 'confirmed' } })).status).toBe(409);
    expect((await asAdmin(cancelByStudio, hold.id, '/cancel', { method: 'POST', json: { message: 'No.' } })).status).toBe(409);
    expect((await send(release, `/api/admin/bookings/${hold.id}/release`, { method: 'POST' }, params({ id: hold.id }))).status).toBe(401);

    const db = await getDb();
    const mailsBefore = (await db.select().from(mailOutbox)).length;
    const released = await asAdmin(release, hold.id, '/release', { method: 'POST' });
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({ status: 'expired', confirm_by: null } satisfies Partial<AdminBooking>);
    expect(await slots()).toContain(start);
    expect((await db.select().from(mailOutbox)).length).toBe(mailsBefore);
    expect((await list('when=upcoming')).bookings.map((b) => b.id)).not.toContain(hold.id);
    expect((await asAdmin(release, hold.id, '/release', { method: 'POST' })).status).toBe(409);
  });
});

describe("the studio's list, a page at a time", () => {
  it('pages past the first PAGE_SIZE calls, in order, with none twice and none left out', async () => {
    const db = await getDb();
    // Past calls, written straight in (the list is what is tested here, not booking), 45 minutes apart.
    const firstStart = Date.UTC(2025, 0, 6, 8);
    await db.insert(bookings).values(
      Array.from({ length: PAGE_SIZE + 7 }, (_, i) => ({
        startAt: new Date(firstStart + i * 45 * 60_000),
        endAt: new Date(firstStart + i * 45 * 60_000 + 30 * 60_000),
        status: 'confirmed' as const,
        name: `Past ${i}`,
        email: `past.${i}@example.com`,
        timeZone: 'Europe/Oslo',
      })),
    );
    const first = await list('when=past');
    const second = await list('when=past&page=2');
    expect([first.total, first.page, first.page_size, first.bookings.length]).toEqual([PAGE_SIZE + 7, 1, PAGE_SIZE, PAGE_SIZE]);
    expect([second.page, second.bookings.length]).toEqual([2, 7]);
    const all = [...first.bookings, ...second.bookings];
    expect(new Set(all.map((b) => b.id)).size).toBe(PAGE_SIZE + 7);
    expect(all.map((b) => b.start)).toEqual([...all.map((b) => b.start)].sort().reverse());
    expect((await list('when=past&page=3')).bookings).toEqual([]);
    expect(await db.select().from(bookings).where(eq(bookings.email, 'past.0@example.com'))).toHaveLength(1);
  });
});
