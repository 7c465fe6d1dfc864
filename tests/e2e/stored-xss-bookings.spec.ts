import { expect, test, type APIRequestContext } from '@playwright/test';
import type { BookingSettings, SlotList } from '@/lib/booking/types';
import { bearer, signInThroughApi } from '../support/admin-http';
import { SECOND_SERVER } from '../support/e2e-servers';
import { MARKUP_PAYLOADS } from '../support/xss-payloads';
import { expectSafe, offline, watchForXss } from './xss-watch';

// Stored XSS through a booking: the visitor's name and note, the studio's cancel message, a blocked
// day's note and the meeting place, full of the well-known payloads, shown in the admin's Bookings
// (both lists and the availability form) and Messages, and on the public booking page: text only,
// nothing runs (xss-watch.ts). On the second e2e server, like the other stored-XSS specs.

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
const PLACE = `<img src=x onerror=__xss('meeting-place')> Studio, Grünerløkka ${stamp}`;

let api: APIRequestContext;
let token: string;
let saved: BookingSettings;

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL: SECOND_SERVER });
  token = await signInThroughApi(api);
  saved = (await (await api.get('/api/admin/booking-settings', { headers: bearer(token) })).json()) as BookingSettings;
  const { slots } = (await (await api.get('/api/booking/slots')).json()) as SlotList;
  const booked = await api.post('/api/bookings', {
    data: { start: slots.at(-1)!.start, name: NAME, email: `xss.${stamp}@example.com`, note: NOTE, locale: 'en', time_zone: 'Europe/Oslo' },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { id } = (await booked.json()) as { id: string };
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

test('a booking full of XSS payloads shows as text in Bookings and Messages, and runs none', async ({ page }) => {
  test.setTimeout(120_000);
  await offline(page);
  const watch = await watchForXss(page);
  await signInThroughApi(page.request);

  const bookings = await watch.visit('/admin/bookings');
  const call = page.getByRole('article', { name: NAME });
  await expect(call).toContainText(NAME);
  await expect(call).toContainText(CANCEL.split('\n')[1]!);
  await call.getByText(`Note from ${NAME}`).click();
  await expect(call).toContainText(NOTE.split('\n').at(-1)!);
  await expectSafe(page, watch, bookings, '/admin/bookings, the upcoming calls');
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
