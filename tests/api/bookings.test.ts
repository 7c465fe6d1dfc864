import { and, eq, like } from 'drizzle-orm';
import ICAL from 'ical.js';
import { GET as getSlots } from '@/app/api/booking/slots/route';
import { GET as getBooking } from '@/app/api/bookings/[token]/route';
import { POST as cancelByVisitor } from '@/app/api/bookings/[token]/cancel/route';
import { POST as reschedule } from '@/app/api/bookings/[token]/reschedule/route';
import { GET as listAdmin } from '@/app/api/admin/bookings/route';
import { PATCH as patchAdmin } from '@/app/api/admin/bookings/[id]/route';
import { POST as cancelByStudio } from '@/app/api/admin/bookings/[id]/cancel/route';
import { GET as getSettings, PUT as putSettings } from '@/app/api/admin/booking-settings/route';
import { MAX_SLOT_DAYS } from '@/lib/booking/schemas';
import type { AdminBookingList, BookingSettings, PublicBooking, SlotList } from '@/lib/booking/types';
import { getDb } from '@/lib/db/client';
import { contactMessages, mailOutbox } from '@/lib/db/schema';
import { drainOutbox } from '@/lib/mail/outbox';
import { outboxIdle } from '@/lib/mail/outbox-worker';
import { adminToken, bearer, freshIp } from '../support/admin';
import { params, send } from '../support/api';
import { book as bookHold, confirm, confirmTokenIn } from '../support/booking-flow';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from '../support/smtp-peer';

// docs/booking.md, through the route handlers on the embedded database, mailing a real SMTP peer.

let peer: SmtpPeer;
let token: string;

beforeAll(async () => {
  peer = await startSmtpPeer();
  process.env.SMTP_URL = peer.url;
  delete process.env.CONTACT_RECIPIENT;
  await getDb();
  token = await adminToken();
}, 60_000);

afterAll(async () => {
  await outboxIdle();
  await peer.close();
});

const slots = async (query = '') => (await send(getSlots, `/api/booking/slots${query}`)).body as SlotList;

let visitorCount = 0;
const visitor = () => ({
  name: 'Ingrid Hansen',
  email: `ingrid.${++visitorCount}@example.com`,
  service_interest: 'Branding',
  note: 'A yoga studio in Bergen.',
  locale: 'no',
  time_zone: 'America/New_York',
});

async function mailsTo(address: string, count: number): Promise<ReceivedMail[]> {
  await outboxIdle();
  await drainOutbox();
  const received = () => peer.received.filter((mail) => mail.recipients.includes(address)).length;
  await peer.waitForMail(() => received() >= count);
  return peer.received.filter((mail) => mail.recipients.includes(address));
}

const usedLinks = new Set<string>(['']);

/**
 * A booking as the visitor makes it: the hold (202), then its mailed link confirmed. Answers as
 * POST /api/bookings did before holds: 201 with the booking, or the refusal as it came.
 */
async function book(json: Record<string, unknown>, ip = freshIp()): Promise<{ status: number; body: unknown }> {
  const held = await bookHold(json, ip);
  if (held.status !== 202) return held;
  await outboxIdle();
  await drainOutbox();
  const mail = await peer.waitForMail((m) => m.recipients.includes(json.email as string) && !usedLinks.has(confirmTokenIn(m) ?? ''));
  const link = confirmTokenIn(mail)!;
  usedLinks.add(link);
  const confirmed = await confirm(link);
  return { status: confirmed.status === 200 ? 201 : confirmed.status, body: confirmed.body };
}

function invitation(mail: ReceivedMail) {
  const calendar = new ICAL.Component(ICAL.parse(mail.calendar!));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    zone: calendar.getFirstPropertyValue('x-wr-timezone'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    utc: (event.getFirstPropertyValue('dtstart') as ICAL.Time).zone?.tzid,
  };
}

const manageToken = (mail: ReceivedMail) => /\/book\/manage\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;

describe('booking a call', () => {
  it(`offers free times in UTC, at most ${MAX_SLOT_DAYS} days at once, and refuses bad queries`, async () => {
    const list = await slots(`?days=${MAX_SLOT_DAYS}`);
    expect(list.time_zone).toBe('Europe/Oslo');
    expect(list.slots.length).toBeGreaterThan(20);
    expect(list.slots[0]!.start).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/);
    // Eight weeks ahead (the seeded horizon, migration 0021): the last free day is at least seven weeks away.
    const lastDay = Date.parse(list.slots.at(-1)!.start);
    expect(lastDay - Date.now()).toBeGreaterThan(49 * 86_400_000);
    for (const query of [`?days=${MAX_SLOT_DAYS + 1}`, '?days=0', '?days=x', '?from=2026-02-30', '?from=tomorrow']) {
      const { status, body } = await send(getSlots, `/api/booking/slots${query}`);
      expect([query, status, typeof (body as { detail: string }).detail]).toEqual([query, 400, 'string']);
    }
  });

  it("sends a write's mail when it commits, not at the outbox's next round", async () => {
    // No outbox round runs in jest (lib/startup.ts starts them in the server): only the kick sends.
    const person = visitor();
    const start = (await slots()).slots.at(-1)!.start;
    expect((await bookHold({ ...person, start })).status).toBe(202);
    await outboxIdle();
    expect(peer.received.filter((mail) => mail.recipients.includes(person.email))).toHaveLength(1);
  });

  it('books a slot, takes it from the list, files a lead, and mails both sides an invitation', async () => {
    // A slot more than a day and an hour away, so a reminder is due whatever today's date.
    const slot = (await slots()).slots.find((s) => Date.parse(s.start) - Date.now() > 25 * 3_600_000);
    const person = visitor();
    const { status, body } = await book({ ...person, start: slot!.start });
    expect(status).toBe(201);
    const booking = body as PublicBooking;
    expect(booking).toMatchObject({
      start: slot!.start,
      end: slot!.end,
      status: 'confirmed',
      time_zone: 'America/New_York',
      changeable: true,
    });
    expect((await slots()).slots.map((s) => s.start)).not.toContain(slot!.start);

    const db = await getDb();
    const [lead] = await db.select().from(contactMessages).where(eq(contactMessages.bookingId, booking.id));
    expect(lead).toMatchObject({ email: person.email, serviceInterest: 'Branding', locale: 'no' });
    expect(lead!.message).toContain('A yoga studio in Bergen.');

    const [, mail] = await mailsTo(person.email, 2);
    expect(mail!.headers.subject).toMatch(/^Samtalen din med Nordlys Studio er booket/);
    expect(mail!.text).toContain('(America/New York)');
    expect(invitation(mail!)).toMatchObject({
      method: 'REQUEST',
      zone: 'Europe/Oslo',
      uid: `booking-${booking.id}@localhost`,
      sequence: 0,
      start: slot!.start,
      utc: 'UTC',
    });
    const studioCopy = await peer.waitForMail((m) => m.recipients.includes('hello@nordlys.studio') && m.text.includes(person.email));
    expect(invitation(studioCopy).uid).toBe(`booking-${booking.id}@localhost`);
    // The reminder waits in the outbox for 24 hours before the call.
    const [reminder] = await db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `booking:${booking.id}:reminder:%`));
    expect(reminder!.nextAttemptAt.toISOString()).toBe(new Date(Date.parse(slot!.start) - 86_400_000).toISOString());
    // When that moment comes (brought forward here), the outbox sends it with the invitation.
    await db.update(mailOutbox).set({ nextAttemptAt: new Date() }).where(eq(mailOutbox.id, reminder!.id));
    const reminded = (await mailsTo(person.email, 3))[2]!;
    expect(reminded.headers.subject).toMatch(/^I morgen: samtalen din med Nordlys Studio/);
    expect(invitation(reminded).sequence).toBe(0);
  });

  it('gives one of ten racing requests the slot, and the others a 409 with the next free times', async () => {
    const slot = (await slots()).slots[3]!;
    const answers = await Promise.all(Array.from({ length: 10 }, () => book({ ...visitor(), start: slot.start })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    const lost = answers.find((a) => a.status === 409)!.body as { detail: string; slots: { start: string }[] };
    expect(lost.detail).toBe('That time was just taken. Choose another time.');
    expect(lost.slots.length).toBeGreaterThan(0);
    expect(lost.slots.map((s) => s.start)).not.toContain(slot.start);
  });

  it('refuses a time that is not offered with 409, and bad input with 400', async () => {
    const offHours = new Date((await slots()).slots[0]!.start);
    offHours.setUTCHours(2, 0);
    expect((await book({ ...visitor(), start: offHours.toISOString() })).status).toBe(409);
    const bad = [
      { ...visitor(), start: 'soon' },
      { ...visitor(), start: (await slots()).slots[0]!.start, time_zone: 'Mars/Olympus' },
      { ...visitor(), start: (await slots()).slots[0]!.start, email: 'not-an-address' },
    ];
    for (const json of bad) expect((await book(json)).status).toBe(400);
  });

  it('lets the visitor move the call and then cancel it through the signed link', async () => {
    const [first, , , , , second] = (await slots()).slots;
    const person = visitor();
    const booked = (await book({ ...person, start: first!.start })).body as PublicBooking;
    const link = manageToken((await mailsTo(person.email, 2))[1]!);
    expect(((await send(getBooking, `/api/bookings/${link}`, {}, params({ token: link }))).body as PublicBooking).id).toBe(booked.id);
    expect((await send(getBooking, `/api/bookings/${'A'.repeat(43)}`, {}, params({ token: 'A'.repeat(43) }))).status).toBe(404);

    const moved = await send(
      reschedule,
      `/api/bookings/${link}/reschedule`,
      { method: 'POST', json: { start: second!.start }, headers: { 'x-forwarded-for': freshIp() } },
      params({ token: link }),
    );
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: booked.id, start: second!.start });
    expect((await slots()).slots.map((s) => s.start)).toContain(first!.start);
    const movedMail = (await mailsTo(person.email, 3))[2]!;
    expect(invitation(movedMail)).toMatchObject({
      method: 'REQUEST',
      sequence: 1,
      start: second!.start,
      uid: `booking-${booked.id}@localhost`,
    });

    const cancelled = await send(
      cancelByVisitor,
      `/api/bookings/${link}/cancel`,
      { method: 'POST', json: { reason: 'Found another date' }, headers: { 'x-forwarded-for': freshIp() } },
      params({ token: link }),
    );
    expect(cancelled.body).toMatchObject({ status: 'cancelled', changeable: false });
    expect(invitation((await mailsTo(person.email, 4))[3]!)).toMatchObject({ method: 'CANCEL', sequence: 2 });
    const db = await getDb();
    const pending = await db
      .select()
      .from(mailOutbox)
      .where(and(like(mailOutbox.dedupeKey, `booking:${booked.id}:reminder:%`), eq(mailOutbox.status, 'pending')));
    expect(pending).toEqual([]);
    const again = await send(
      cancelByVisitor,
      `/api/bookings/${link}/cancel`,
      { method: 'POST', json: {}, headers: { 'x-forwarded-for': freshIp() } },
      params({ token: link }),
    );
    expect(again.status).toBe(409);
  });

  it('limits bookings per e-mail address', async () => {
    const all = (await slots()).slots;
    const person = visitor();
    const statuses = [];
    // One a day, later than the other tests' slots: the buffer keeps neighbours of a booking closed.
    const apart = all.filter((slot, index) => index > 0 && slot.start.slice(0, 10) !== all[index - 1]!.start.slice(0, 10)).slice(2, 6);
    for (const slot of apart) statuses.push((await book({ ...person, start: slot.start })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe("the studio's bookings", () => {
  it('lists upcoming calls for the admin only, marks them, and cancels with a message to the visitor', async () => {
    expect((await send(listAdmin, '/api/admin/bookings')).status).toBe(401);
    const person = visitor();
    const booked = (await book({ ...person, start: (await slots()).slots[0]!.start })).body as PublicBooking;
    const list = (await send(listAdmin, '/api/admin/bookings?when=upcoming', { headers: bearer(token) })).body as AdminBookingList;
    const listed = list.bookings.find((b) => b.id === booked.id)!;
    expect(listed).toMatchObject({ email: person.email, note: 'A yoga studio in Bergen.', status: 'confirmed' });
    expect(listed.message_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(list.bookings.map((b) => b.start)).toEqual([...list.bookings.map((b) => b.start)].sort());

    const held = await send(
      patchAdmin,
      `/api/admin/bookings/${booked.id}`,
      { method: 'PATCH', json: { status: 'held' }, headers: bearer(token) },
      params({ id: booked.id }),
    );
    expect(held.body).toMatchObject({ status: 'held' });
    expect(
      (
        await send(
          patchAdmin,
          `/api/admin/bookings/${booked.id}`,
          { method: 'PATCH', json: { status: 'cancelled' }, headers: bearer(token) },
          params({ id: booked.id }),
        )
      ).status,
    ).toBe(400);
    const cancelled = await send(
      cancelByStudio,
      `/api/admin/bookings/${booked.id}/cancel`,
      { method: 'POST', json: { message: 'I am ill that day; please pick another time.' }, headers: bearer(token) },
      params({ id: booked.id }),
    );
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'studio',
      cancel_message: 'I am ill that day; please pick another time.',
    });
    const cancelMail = (await mailsTo(person.email, 3))[2]!;
    expect(cancelMail.text).toContain('I am ill that day; please pick another time.');
    expect(invitation(cancelMail).method).toBe('CANCEL');
  });

  it('reads and replaces the availability, which the slots follow at once', async () => {
    const settings = (await send(getSettings, '/api/admin/booking-settings', { headers: bearer(token) })).body as BookingSettings;
    expect(settings).toMatchObject({
      time_zone: 'Europe/Oslo',
      call_minutes: 30,
      buffer_minutes: 15,
      notice_hours: 24,
      horizon_days: 56,
      max_per_day: 4,
    });
    expect(settings.weekly_hours['1']).toEqual([{ start: '09:00', end: '16:00' }]);
    const day = (await slots()).slots.at(-1)!.start.slice(0, 10);
    const put = (json: unknown) => send(putSettings, '/api/admin/booking-settings', { method: 'PUT', json, headers: bearer(token) });
    const { blocked_dates: _, ...rest } = settings;
    expect((await put({ ...rest, blocked_dates: [{ date: day, note: 'Holiday' }] })).status).toBe(200);
    expect((await slots()).slots.some((s) => s.start.startsWith(day))).toBe(false);
    const refused = await put({ ...settings, weekly_hours: { ...settings.weekly_hours, '2': [{ start: '12:00', end: '09:00' }] } });
    expect(refused.status).toBe(400);
    expect((refused.body as { detail: string }).detail).toContain('weekly_hours.2');
    // The numbers' words are the field vocabulary's (lib/forms/schema.ts), each naming its field.
    const short = await put({ ...settings, call_minutes: 5, unknown: 1 });
    expect((short.body as { detail: string }).detail).toBe('call_minutes: must be a whole number from 10 to 240; unknown fields: unknown');
    // A meeting place left blank may be sent as null, as the form does: stored as none ('').
    expect((await put({ ...settings, meeting_location: null })).body).toMatchObject({ meeting_location: '' });
    expect((await put(settings)).status).toBe(200);
    expect((await slots()).slots.some((s) => s.start.startsWith(day))).toBe(true);
  });
});
