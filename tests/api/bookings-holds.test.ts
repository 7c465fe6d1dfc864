import { eq } from 'drizzle-orm';
import { GET as getSlots } from '@/app/api/booking/slots/route';
import { GET as getBooking } from '@/app/api/bookings/[token]/route';
import { newBookingChallenge } from '@/lib/booking/challenge';
import { bookingToken } from '@/lib/booking/links';
import { PENDING_SITE_WIDE } from '@/lib/booking/hold-rules';
import type { PendingHold, PublicBooking, SlotList } from '@/lib/booking/types';
import { getDb } from '@/lib/db/client';
import { bookings, contactMessages } from '@/lib/db/schema';
import { drainOutbox } from '@/lib/mail/outbox';
import { outboxIdle } from '@/lib/mail/outbox-worker';
import { freshIp } from '../support/admin';
import { params, send } from '../support/api';
import { book, confirm, confirmTokenIn, solve, solvedAltcha } from '../support/booking-flow';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from '../support/smtp-peer';

// Bookings that cost an attacker (docs/booking.md#pending-holds): a hold, one plain mail, the link
// that confirms; caps per inbox, address and site; a proof of work spent once.

let peer: SmtpPeer;

beforeAll(async () => {
  peer = await startSmtpPeer();
  process.env.SMTP_URL = peer.url;
  delete process.env.CONTACT_RECIPIENT;
  await getDb();
}, 60_000);

afterAll(async () => {
  await outboxIdle();
  await peer.close();
});

const STUDIO = 'hello@nordlys.studio';
const SPAM = 'Win now at https://spam.example/x';
const slots = async () => ((await send(getSlots, '/api/booking/slots')).body as SlotList).slots.map((slot) => slot.start);

let count = 0;
const visitor = (start: string, email = `hold.${++count}@example.com`) => ({
  start,
  name: SPAM,
  email,
  service_interest: 'Branding',
  note: `Visit ${SPAM}`,
  locale: 'en',
  time_zone: 'Europe/Oslo',
});

/** One slot a day, so the buffer around a hold never closes the next one used. */
async function apartSlots(): Promise<string[]> {
  const all = await slots();
  return all.filter((start, index) => index === 0 || start.slice(0, 10) !== all[index - 1]!.slice(0, 10));
}

async function sentMails(): Promise<ReceivedMail[]> {
  await outboxIdle();
  await drainOutbox();
  return peer.received;
}

async function mailTo(address: string): Promise<ReceivedMail> {
  await sentMails();
  return peer.waitForMail((mail) => mail.recipients.includes(address));
}

/** Ends every open hold, as if their time were up, so each test starts with none pending. */
async function lapseAllHolds() {
  const db = await getDb();
  await db
    .update(bookings)
    .set({ confirmBy: new Date(Date.now() - 1000) })
    .where(eq(bookings.status, 'pending'));
}

beforeEach(lapseAllHolds);

describe('a booking is a pending hold until its link confirms it', () => {
  it('answers 202 pending, mails one plain confirmation, and books the call only when the link posts', async () => {
    const [start] = await apartSlots();
    const person = visitor(start!);
    const held = await book(person);
    expect(held.status).toBe(202);
    expect(Object.keys(held.body as object).sort()).toEqual(['confirm_by', 'end', 'start', 'status']);
    expect(held.body).toMatchObject({ status: 'pending', start } satisfies Partial<PendingHold>);
    expect(await slots()).not.toContain(start);

    const mail = await mailTo(person.email);
    for (const part of [mail.text, mail.html, mail.headers.subject!]) {
      expect(part).not.toContain('spam.example');
      expect(part).not.toContain('Win now');
    }
    expect(mail.calendar).toBeNull();
    expect(mail.headers.subject).toMatch(/^Confirm your call with Nordlys Studio/);
    const link = confirmTokenIn(mail)!;
    expect(link).toBeTruthy();
    const db = await getDb();
    const [row] = await db.select().from(bookings).where(eq(bookings.email, person.email));
    expect(row).toMatchObject({ status: 'pending', emailKey: person.email, clientKey: expect.any(String) });
    expect(await db.select().from(contactMessages).where(eq(contactMessages.bookingId, row!.id))).toEqual([]);
    expect((await sentMails()).filter((m) => m.recipients.includes(STUDIO) && m.text.includes(person.email))).toEqual([]);

    // The visitor's manage link is no confirm link, and the confirm link reads nothing.
    expect((await confirm(bookingToken(row!.id))).status).toBe(404);
    expect((await send(getBooking, `/api/bookings/${link}`, {}, params({ token: link }))).status).toBe(404);

    const confirmed = await confirm(link);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', start } satisfies Partial<PublicBooking>);
    await sentMails();
    await peer.waitForMail((m) => m.recipients.includes(person.email) && m.calendar !== null);
    await peer.waitForMail((m) => m.recipients.includes(STUDIO) && m.text.includes(person.email));
    expect(await db.select().from(contactMessages).where(eq(contactMessages.bookingId, row!.id))).toHaveLength(1);
    // A second click answers the call as it is, and sends nothing more.
    expect((await confirm(link)).body).toMatchObject({ status: 'confirmed' });
  });

  it('frees the time of a hold nobody confirmed, and its link then answers 410', async () => {
    const [, start] = await apartSlots();
    const first = visitor(start!);
    expect((await book(first)).status).toBe(202);
    const link = confirmTokenIn(await mailTo(first.email))!;
    expect(await slots()).not.toContain(start);
    await lapseAllHolds();
    // Read outside the lock, a lapsed hold no longer takes its time ...
    expect(await slots()).toContain(start);
    // ... and under it, the next booking of that time ends the hold first.
    expect((await book(visitor(start!))).status).toBe(202);
    const db = await getDb();
    const [old] = await db.select().from(bookings).where(eq(bookings.email, first.email));
    expect(old!.status).toBe('expired');
    const late = await confirm(link);
    expect(late.status).toBe(410);
    expect(typeof (late.body as { detail: string }).detail).toBe('string');
  });
});

describe('caps on pending holds', () => {
  it('counts one inbox however its address is spelt: case, +tags and Gmail dots', async () => {
    const days = await apartSlots();
    const aliases = ['Ann.Lee+work@Gmail.com', 'annlee+1@googlemail.com', 'a.n.n.l.e.e@gmail.com'];
    const answers = [];
    for (const [index, email] of aliases.entries()) answers.push(await book(visitor(days[3 + index]!, email)));
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 429]);
    expect((answers[2]!.body as { detail: string }).detail).toMatch(/e-mail address already has calls waiting/);
  });

  it('limits bookings per inbox with the same folding, confirmed or not', async () => {
    const days = await apartSlots();
    const statuses = [];
    for (const [index, email] of ['Bo+a@example.com', 'bo+b@EXAMPLE.com', 'bo@example.com', 'BO+c@example.com'].entries()) {
      const answer = await book(visitor(days[7 + index]!, email));
      statuses.push(answer.status);
      await lapseAllHolds();
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it('counts an IPv6 client per /48', async () => {
    const days = await apartSlots();
    const addresses = ['2001:db8:77:1::1', '2001:db8:77:2::5', '2001:db8:77:ffff::9', '2001:db8:77:3::3'];
    const answers = [];
    for (const [index, ip] of addresses.entries()) answers.push(await book(visitor(days[12 + index]!), ip));
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 429]);
    expect((answers[3]!.body as { detail: string }).detail).toMatch(/from this address are waiting/);
  });

  it('survives a flood from many addresses: the site-wide cap leaves free times, and no mail carries the visitor’s words', async () => {
    const before = await slots();
    // Each day's first time: holds on different days never close each other's slot or day, so
    // only the site-wide cap decides how many are accepted, whatever order the requests arrive in
    // (neighbouring times of one day made that count depend on the order and the calendar).
    const days = await apartSlots();
    expect(days.length).toBeGreaterThan(PENDING_SITE_WIDE);
    const mailsBefore = (await sentMails()).length;
    // 30 clients (IPv4 and IPv6 /48s), each asking for three times with three inboxes.
    const clients = Array.from({ length: 30 }, (_, i) => (i % 2 ? `198.51.${i}.7` : `2001:db8:${(0x100 + i).toString(16)}::1`));
    const answers = await Promise.all(
      clients.flatMap((ip, i) => [0, 1, 2].map((j) => book(visitor(days[(i * 3 + j) % days.length]!), ip))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(PENDING_SITE_WIDE);
    expect(statuses.every((status) => status === 202 || status === 409 || status === 429)).toBe(true);
    const after = await slots();
    // A hold closes its slot, one either side (the buffer) and, as a day's fourth, the day: most stay free.
    expect(after.length).toBeGreaterThan(before.length / 2);
    const flood = (await sentMails()).slice(mailsBefore);
    expect(flood).toHaveLength(PENDING_SITE_WIDE);
    for (const mail of flood) {
      expect(mail.recipients.some((address) => address === STUDIO)).toBe(false);
      expect(mail.calendar).toBeNull();
      expect(`${mail.headers.subject} ${mail.text} ${mail.html}`).not.toContain('spam.example');
    }
  });
});

describe('the proof of work', () => {
  const start = async () => (await apartSlots())[17]!;

  it('refuses a missing, malformed, forged or reused solution with 400 {detail}', async () => {
    const time = await start();
    const answers = [
      await book({ ...visitor(time), altcha: undefined }),
      await book({ ...visitor(time), altcha: 'not base64 json' }),
      await book({ ...visitor(time), altcha: Buffer.from('{"algorithm":"SHA-256"}').toString('base64') }),
    ];
    const good = await solvedAltcha();
    const forged = JSON.parse(Buffer.from(good, 'base64').toString()) as { number: number };
    answers.push(
      await book({ ...visitor(time), altcha: Buffer.from(JSON.stringify({ ...forged, number: forged.number + 1 })).toString('base64') }),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect((answer.body as { detail: string }).detail).toMatch(/^altcha: /);
    }
    expect((await book({ ...visitor(time), altcha: good })).status).toBe(202);
    const reused = await book({ ...visitor((await apartSlots())[18]!), altcha: good });
    expect(reused.status).toBe(400);
    expect((reused.body as { detail: string }).detail).toMatch(/already used/);
  });

  it('refuses an expired solution', async () => {
    const altcha = solve(await newBookingChallenge(Date.now() - 11 * 60_000));
    const answer = await book({ ...visitor(await start()), altcha });
    expect(answer.status).toBe(400);
    expect((answer.body as { detail: string }).detail).toMatch(/expired/);
  });

  it('answers a bot that fills the honeypot as a hold, and stores and sends nothing', async () => {
    const person = { ...visitor(await start()), website: 'https://spam.example' };
    const answer = await book(person);
    expect(answer).toMatchObject({ status: 202, body: { status: 'pending' } });
    const db = await getDb();
    expect(await db.select().from(bookings).where(eq(bookings.email, person.email))).toEqual([]);
  });

  it('limits challenges per address', async () => {
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        await solvedAltcha(ip)
          .then(() => 200)
          .catch(() => 429),
      );
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
