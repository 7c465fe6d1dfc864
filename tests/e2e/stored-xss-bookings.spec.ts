import { expect, test, type APIRequestContext } from '@playwright/test';
import type { BookingSettings, SlotList } from '@/lib/booking/types';
import { bearer } from '../support/admin-http';
import { savedAdminToken, signInWithSavedSession } from '../support/admin-state';
import { solve } from '../support/altcha-solve';
import { SECOND_SERVER } from '../support/e2e-servers';
import { waitForMail } from '../support/mail-drop';
import { MARKUP_PAYLOADS } from '../support/xss-payloads';
import { expectSafe, offline, watchForXss } from './xss-watch';
import { newApiContext } from '../support/api-context';

// Stored XSS through a booking: the visitor's name and note (on a pending hold and on a confirmed
// call), the studio's cancel message, a blocked day's note and the meeting place, full of the
// well-known payloads, shown in the admin's Bookings (the list and the availability form) and
// Messages (the lead a confirmed call writes): text only, nothing runs (xss-watch.ts). On the second
// e2e server, like the other stored-XSS specs; its hold is confirmed through the mailed link.

test.use({ baseURL: SECOND_SERVER });

const stamp = `x${Date.now().toString(36)}`;
/** Every payload, one a line, as far as `max` characters hold them. */
function payloadText(max: number): string {
  let text = stamp;
  for (const { text: payload } of MARKUP_PAYLOADS) if (text.length + payload.length + 1 <= max) text += `\n${payload}`;
  return text;
}
const NAME = `"><img src=x onerror=__xss('booking-name')> ${stamp}`;
const NOTE = payloadText(2000);
const CANCEL = payloadText(2000);
const CONFIRMED_NAME = `${NAME} confirmed`;
const PLACE = `<img src=x onerror=__xss('meeting-place')> Studio, Grünerløkka ${stamp}`;

let api: APIRequestContext;
let token: string;
let saved: BookingSettings;

test.beforeAll(async ({ playwright }) => {
  api = await newApiContext(playwright, { baseURL: SECOND_SERVER });
  token = savedAdminToken(SECOND_SERVER);
  saved = (await (await api.get('/api/admin/booking-settings', { headers: bearer(token) })).json()) as BookingSettings;
  const { slots } = (await (await api.get('/api/booking/slots')).json()) as SlotList;
  const hold = async (start: string, name: string, email: string) => {
    const altcha = solve(await (await api.get('/api/booking/challenge')).json());
    const booked = await api.post('/api/bookings', {
      data: { start, name, email, note: NOTE, locale: 'en', time_zone: 'Europe/Oslo', altcha },
    });
    expect(booked.status(), await booked.text()).toBe(202);
  };
  await hold(slots.at(-1)!.start, NAME, `xss.${stamp}@example.com`);
  // A second hold, confirmed through its mail and cancelled by the studio with a message.
  const confirmedEmail = `xss.confirmed.${stamp}@example.com`;
  // Another day's time, clear of the first hold's buffer and the day's maximum.
  const otherDay = slots.filter((slot) => slot.start.slice(0, 10) !== slots.at(-1)!.start.slice(0, 10)).at(-1)!;
  await hold(otherDay.start, CONFIRMED_NAME, confirmedEmail);
  const asked = await waitForMail((mail) => mail.recipients.includes(confirmedEmail) && mail.text.includes('/book/confirm/'));
  const confirmToken = /\/book\/confirm\/([A-Za-z0-9_-]{43})/.exec(asked.text)![1];
  const confirmed = await api.post(`/api/bookings/${confirmToken}/confirm`);
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const { id } = (await confirmed.json()) as { id: string };
  const cancelled = await api.post(`/api/admin/bookings/${id}/cancel`, { data: { message: CANCEL }, headers: bearer(token) });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  const blockedDay = new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10);
  const settings = {
    ...saved,
    meeting_location: PLACE,
    blocked_dates: [...saved.blocked_dates, { date: blockedDay, note: payloadText(200) }],
  };
  const put = await api.put('/api/admin/booking-settings', { data: settings, headers: bearer(token) });
  expect(put.status(), await put.text()).toBe(200);
});

test.afterAll(async () => {
  if (token && saved) await api.put('/api/admin/booking-settings', { data: saved, headers: bearer(token) });
  await api?.dispose();
});

test('bookings full of XSS payloads show as text in Bookings and Messages, and run none', async ({ page }) => {
  test.setTimeout(120_000);
  await offline(page);
  const watch = await watchForXss(page);
  await signInWithSavedSession(page.context(), SECOND_SERVER);

  const bookings = await watch.visit('/admin/bookings');
  const held = page.getByRole('article', { name: NAME, exact: true });
  await expect(held).toContainText(NAME);
  await expect(held.getByText('Awaiting confirmation', { exact: true })).toBeVisible();
  await held.getByText(`Note from ${NAME}`).click();
  await expect(held).toContainText(NOTE.split('\n').at(-1)!);
  const call = page.getByRole('article', { name: CONFIRMED_NAME });
  await expect(call).toContainText(CANCEL.split('\n')[1]!);
  await call.getByText(`Note from ${CONFIRMED_NAME}`).click();
  await expect(call).toContainText(NOTE.split('\n').at(-1)!);
  await expectSafe(page, watch, bookings, '/admin/bookings, a pending hold and a cancelled call');
  await page.getByRole('button', { name: 'Availability' }).click();
  await expect(page.getByRole('textbox', { name: 'Meeting link or place' })).toHaveValue(PLACE);
  await expectSafe(page, watch, bookings, '/admin/bookings, the availability');

  const messages = await watch.visit('/admin/messages');
  await page.getByRole('searchbox', { name: 'Search messages' }).fill(stamp);
  const row = page.getByRole('list', { name: 'Messages, newest first' }).getByRole('button');
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(page.getByTestId('message-text')).toContainText(NOTE.split('\n')[1]!);
  await expectSafe(page, watch, messages, '/admin/messages, the booking lead');
});
