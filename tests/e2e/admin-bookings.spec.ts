import { expect, test, type APIRequestContext } from '@playwright/test';
import { DateTime } from 'luxon';
import type { BookingSettings, Slot, SlotList } from '@/lib/booking/types';
import { bearer } from '../support/admin-http';
import { MAIN_SERVER, SECOND_SERVER } from '../support/e2e-servers';
import { solve } from '../support/altcha-solve';
import { waitForMail } from '../support/mail-drop';
import { signInWithSavedSession } from '../support/admin-state';
import { seriousViolations } from './eye/accessibility';

// The Bookings section against the real server: a hold made through the public API is listed as
// awaiting confirmation and released; a call confirmed through its mail's link is listed, marked
// held and back, and cancelled with a message that reaches the visitor's mail; blocking a
// day in the availability takes that day's slots off the booking page.

const DAY_MS = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** A free slot at the far end of the booking window: the other specs book the soonest ones. */
async function lateSlot(request: APIRequestContext): Promise<Slot> {
  const response = await request.get(`/api/booking/slots?from=${dayFromNow(14)}&days=31`);
  expect(response.status()).toBe(200);
  const { slots } = (await response.json()) as SlotList;
  expect(slots.length).toBeGreaterThan(0);
  return slots.at(-1)!;
}

/** POST /api/bookings with the server's challenge solved here, as the widget would. */
async function hold(request: APIRequestContext, data: Record<string, unknown>) {
  const altcha = solve(await (await request.get('/api/booking/challenge')).json());
  const held = await request.post('/api/bookings', { data: { ...data, altcha } });
  expect(held.status(), await held.text()).toBe(202);
}

test('a hold is listed and released; a confirmed call is marked held and back, and cancelled with a message the visitor receives', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const name = `Solveig Berg ${stamp}`;
  const email = `solveig.${stamp}@example.no`;
  const slot = await lateSlot(page.request);
  const visitor = {
    start: slot.start,
    name,
    email,
    service_interest: 'Branding',
    note: 'We move the bakery online.',
    locale: 'en',
    time_zone: 'America/New_York',
  };

  await hold(page.request, { ...visitor, email: `first.${email}` });
  await signInWithSavedSession(page.context(), MAIN_SERVER);
  await page.goto('/admin/bookings');
  const pending = page.getByRole('article', { name });
  await expect(pending.getByText('Awaiting confirmation', { exact: true })).toBeVisible();
  await expect(pending.getByTestId('hold-until')).toBeVisible();
  await pending.getByRole('button', { name: /^Actions for the call with/ }).click();
  await page.getByRole('menuitem', { name: /^Release the hold of/ }).click();
  await expect(page.getByText(`The hold of ${name} was released; the time is free again.`)).toBeVisible();
  await expect(pending).toHaveCount(0);

  // The released time is free again: the same slot is held anew, and confirmed through the mail's link.
  await hold(page.request, visitor);
  const asked = await waitForMail((received) => received.recipients.includes(email) && received.text.includes('/book/confirm/'));
  const token = /\/book\/confirm\/([A-Za-z0-9_-]{43})/.exec(asked.text)![1];
  const confirmed = await page.request.post(`/api/bookings/${token}/confirm`);
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  await page.goto('/admin/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  const call = page.getByRole('article', { name });
  await expect(call.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(call.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(call).toContainText('Visitor’s time:');
  expect(await seriousViolations(page)).toEqual([]);

  const menu = call.getByRole('button', { name: /^Actions for the call with/ });
  await menu.click();
  await page.getByRole('menuitem', { name: /^Mark as held:/ }).click();
  await expect(call.getByText('Held', { exact: true })).toBeVisible();
  await menu.click();
  await page.getByRole('menuitem', { name: /^Mark as confirmed:/ }).click();
  await expect(call.getByText('Confirmed', { exact: true })).toBeVisible();

  await menu.click();
  await page.getByRole('menuitem', { name: /^Cancel the call with/ }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel the call with ${name}` });
  const message = `Sorry, the studio is closed that week. Could we take the Monday after? (${stamp})`;
  await dialog.getByRole('textbox', { name: `Message to ${name}` }).fill(message);
  await dialog.getByRole('button', { name: 'Cancel the call' }).click();
  await expect(page.getByText(`The call with ${name} was cancelled and ${email} was told.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(call.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(call).toContainText('Cancelled by the studio');

  const mail = await waitForMail((received) => received.recipients.includes(email) && received.text.includes('the Monday after'));
  expect(mail.text).toContain(message);
});

test.describe('availability on a phone @mobile', () => {
  // Its own database: blocking a day there cannot take a slot from the booking specs.
  test.use({ baseURL: SECOND_SERVER });

  test('blocking a day in the availability takes its slots off the booking page', async ({ page }) => {
    test.setTimeout(90_000);
    const token = await signInWithSavedSession(page.context(), SECOND_SERVER);
    const saved = await page.request.get('/api/admin/booking-settings', { headers: bearer(token) });
    expect(saved.status()).toBe(200);
    const before = (await saved.json()) as BookingSettings;
    const day = DateTime.fromISO((await lateSlot(page.request)).start)
      .setZone(before.time_zone)
      .toISODate()!;
    try {
      await page.goto('/admin/bookings');
      await page.getByRole('button', { name: 'Availability' }).click();
      await page.getByLabel('Date', { exact: true }).fill(day);
      await page.getByLabel('Note', { exact: true }).fill('Studio trip');
      await page.getByRole('button', { name: 'Block date' }).click();
      await expect(page.getByRole('button', { name: /^Remove the blocked date / })).toHaveCount(before.blocked_dates.length + 1);
      await page.getByRole('button', { name: 'Save availability' }).click();
      await expect(page.getByText('Availability saved')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      const after = await page.request.get(`/api/booking/slots?from=${day}&days=1`);
      expect(((await after.json()) as SlotList).slots).toEqual([]);
    } finally {
      const restored = await page.request.put('/api/admin/booking-settings', { headers: bearer(token), data: before });
      expect(restored.status()).toBe(200);
    }
  });
});
