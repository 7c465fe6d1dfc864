import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import type { AdminBookingList, Slot, SlotList } from '@/lib/booking/types';
import en from '@/messages/en.json';
import no from '@/messages/no.json';
import { bearer } from '../support/admin-http';
import { waitForMail } from '../support/mail-drop';
import type { ReceivedMail } from '../support/smtp-peer';
import { savedAdminToken } from '../support/admin-state';
import { MAIN_SERVER } from '../support/e2e-servers';
import { axeOn, seriousOf } from './eye/accessibility';

// A call booked, moved and cancelled by a visitor, end to end: the page with its proof of work
// solved by ALTCHA's widget in the browser, the hold's confirmation mail and its link's page, the
// invitations in the run's mail drop (read with a real iCalendar parser), the signed link in the
// mail, and the studio's view. Free times are few and shared by every worker, so each test
// picks its times at random from the later days and takes the next offered time if one is gone.

// A visitor far from the studio's Oslo: the page shows, and the booking keeps, her own zone.
const VISITOR_ZONE = 'America/New_York';
test.use({ timezoneId: VISITOR_ZONE });

const LANGUAGES = [
  { locale: 'en', prefix: '', texts: en.Booking },
  { locale: 'no', prefix: '/no', texts: no.Booking },
] as const;

interface Invitation {
  method: string;
  uid: string;
  start: string;
  sequence: number;
}

function invitation(mail: ReceivedMail): Invitation | null {
  if (!mail.calendar) return null;
  const calendar = new ICAL.Component(ICAL.parse(mail.calendar));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    start: start.toJSDate().toISOString(),
    sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
  };
}

/** The visitor's next mail with an invitation that `matches`. */
async function invitationTo(email: string, matches: (sent: Invitation) => boolean): Promise<{ mail: ReceivedMail; sent: Invitation }> {
  const mail = await waitForMail((m) => m.recipients.includes(email) && Boolean(invitation(m) && matches(invitation(m)!)));
  return { mail, sent: invitation(mail)! };
}

const random = (from: number, to: number) => from + Math.floor(Math.random() * (to - from + 1));

/** Chooses a random free time from the later half of the calendar and sends the form; a time taken meanwhile gives way to the next offered. */
async function chooseAndSend(page: Page, submit: string, fill: () => Promise<void>): Promise<string> {
  const days = page.getByTestId('booking-calendar').locator('button:not([disabled])');
  await expect(days.first()).toBeVisible();
  const count = await days.count();
  await days.nth(random(Math.floor(count / 2), count - 1)).click();
  const times = page.getByTestId('booking-times').getByRole('button');
  const time = times.nth(random(0, (await times.count()) - 1));
  await time.click();
  await fill();
  for (let attempt = 0; ; attempt++) {
    const start = (await page.locator('button[aria-pressed="true"][data-start]').first().getAttribute('data-start'))!;
    // Decided on the API's answer: after a refusal the offered times are on screen already, so a
    // locator would not tell this send's outcome from the last one's.
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && /\/api\/bookings(\/[^/]+\/reschedule)?$/.test(new URL(response.url()).pathname),
    );
    await page.getByRole('button', { name: submit }).click();
    const answer = await answered;
    if (answer.ok()) {
      await expect(page.getByTestId('booking-confirmation')).toBeVisible();
      return start;
    }
    expect(answer.status(), `the booking was refused: ${await answer.text()}`).toBe(409);
    expect(attempt, 'a time offered after a refusal was taken too').toBeLessThan(2);
    await page.getByTestId('booking-next').getByRole('button').first().click();
  }
}

/** A call in the studio's lists, however many pages they have. */
async function adminBooking(request: APIRequestContext, auth: Record<string, string>, email: string) {
  for (const when of ['upcoming', 'past']) {
    for (let page = 1; ; page++) {
      const list = (await (
        await request.get(`/api/admin/bookings?when=${when}&page=${page}`, { headers: auth })
      ).json()) as AdminBookingList;
      const found = list.bookings.find((booking) => booking.email === email);
      if (found) return found;
      if (page * list.page_size >= list.total) break;
    }
  }
  return undefined;
}

const freeStarts = async (request: APIRequestContext) =>
  ((await (await request.get('/api/booking/slots')).json()) as SlotList).slots.map((slot: Slot) => slot.start);

test('the server’s HTML has who, what and the first free days with their times, before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/book');
  await expect(page.getByTestId('booking-intro')).toContainText('Intro call');
  await expect(page.getByRole('heading', { name: en.Booking.prepareTitle })).toBeVisible();
  await expect(page.getByTestId('booking-calendar').locator('button:not([disabled])').first()).toBeVisible();
  expect(await page.getByTestId('booking-times').getByRole('button').count()).toBeGreaterThan(0);
  await expect(page.getByText(en.Booking.loading)).toHaveCount(0);
  await context.close();
});

for (const { locale, prefix, texts } of LANGUAGES) {
  for (const viewport of ['desktop', 'mobile'] as const) {
    test(`${locale}: a call booked, moved and cancelled through the mail's link, seen by the studio${viewport === 'mobile' ? ' @mobile' : ''}`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const email = `booking.${locale}.${viewport}.${Date.now()}.${random(0, 1e6)}@example.com`;
      await page.goto(`${prefix}/book`);
      await expect(page.getByTestId('booking-zone')).toHaveText(texts.zoneShown.replace('{zone}', VISITOR_ZONE));
      // The studio's zone named beside hers, and each time in both; then all eight weeks are in.
      await expect(page.getByTestId('booking-studio-zone')).toContainText('Europe/Oslo');
      await expect(page.getByTestId('booking-picker')).toHaveAttribute('aria-busy', 'false');
      const first = await chooseAndSend(page, texts.submit, async () => {
        await page.getByLabel(texts.name).fill('Ingrid Booking');
        await page.getByLabel(texts.email).fill(email);
        await page.getByLabel(texts.note).fill('A new brand for my studio.');
        // The proof of work, solved by the widget in the browser (it starts when the form shows).
        await expect(page.getByTestId('spam-check')).toContainText(texts.check.verified, { timeout: 30_000 });
        // The page at its fullest: calendar, times and form.
        expect(seriousOf((await axeOn(page).analyze()).violations)).toEqual([]);
      });
      await expect(page.getByTestId('booking-confirmation')).toContainText(texts.pendingTitle);
      await expect(page.getByTestId('booking-confirmation')).toContainText(email);
      expect(await freeStarts(request)).not.toContain(first);

      // The hold's one mail: the time and the link, none of the visitor's words, no invitation.
      const asked = await waitForMail((m) => m.recipients.includes(email) && m.text.includes('/book/confirm/'));
      expect(asked.calendar).toBeNull();
      expect(asked.text).not.toContain('Ingrid Booking');
      expect(asked.text).not.toContain('A new brand');
      const confirmLink = /https?:\/\/\S+\/book\/confirm\/[A-Za-z0-9_-]{43}/.exec(asked.text)![0];
      // Opening the link confirms nothing (a mail scanner may follow it); its button does.
      const confirmPage = await page.goto(new URL(confirmLink).pathname);
      expect(confirmPage!.headers()['cache-control']).toMatch(/private|no-store/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await page.getByRole('button', { name: texts.confirmPage.confirm }).click();
      await expect(page.getByTestId('booking-confirmed')).toContainText(texts.confirmPage.doneTitle);

      const booked = await invitationTo(email, (sent) => sent.method === 'REQUEST' && sent.start === first);
      const link = /https?:\/\/\S+\/book\/manage\/[^\s"'<>)\]]+/.exec(booked.mail.text)?.[0];
      expect(link, `a manage link in:\n${booked.mail.text}`).toBeTruthy();
      const manage = new URL(link!).pathname;

      // One visitor's page: never kept by a cache, never indexed.
      const managePage = await page.goto(manage);
      expect(managePage!.headers()['cache-control']).toMatch(/private|no-store/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await page.getByRole('link', { name: texts.manage.reschedule }).click();
      await expect(page).toHaveURL(/\/book\?reschedule=/);
      const second = await chooseAndSend(page, texts.moveSubmit, async () => undefined);
      expect(second).not.toBe(first);
      const moved = await invitationTo(email, (sent) => sent.uid === booked.sent.uid && sent.start === second);
      expect(moved.sent.method).toBe('REQUEST');
      expect(moved.sent.sequence).toBeGreaterThan(booked.sent.sequence);

      await page.goto(manage);
      await page.getByLabel(texts.manage.reason).fill('Something came up.');
      await page.getByRole('button', { name: texts.manage.cancel }).click();
      await expect(page.getByTestId('manage-status')).toHaveText(texts.manage.cancelDone.replace('{email}', email));
      await invitationTo(email, (sent) => sent.uid === booked.sent.uid && sent.method === 'CANCEL');

      const auth = bearer(savedAdminToken(MAIN_SERVER));
      expect(await adminBooking(request, auth, email)).toMatchObject({
        start: second,
        time_zone: VISITOR_ZONE,
        status: 'cancelled',
        cancelled_by: 'visitor',
        locale,
        reschedule_count: 1,
      });
      const inbox = await request.get(`/api/admin/messages?q=${encodeURIComponent(email)}`, { headers: auth });
      expect(((await inbox.json()) as { messages: unknown[] }).messages.length).toBeGreaterThan(0);
    });
  }
}
