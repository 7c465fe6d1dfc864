import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import type { BookingSettings, Slot, SlotList } from '@/lib/booking/types';
import { bearer, signInThroughApi } from '../support/admin-http';
import { SECOND_SERVER } from '../support/e2e-servers';
import { waitForMail } from '../support/mail-drop';

// The Bookings section against the real server: a call booked through the public API is listed,
// marked held and back, and cancelled with a message that reaches the visitor's mail; blocking a
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

/** Serious or critical axe findings (WCAG 2.1 A and AA, best practice) on the page as it is. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

test('a booked call is listed, marked held and back, and cancelled with a message the visitor receives', async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const name = `Solveig Berg ${stamp}`;
  const email = `solveig.${stamp}@example.no`;
  const slot = await lateSlot(page.request);
  const booked = await page.request.post('/api/bookings', {
    data: {
      start: slot.start,
      name,
      email,
      service_interest: 'Branding',
      note: 'We move the bakery online.',
      locale: 'en',
      time_zone: 'America/New_York',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await signInThroughApi(page.request);
  await page.goto('/admin/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  const call = page.getByRole('article', { name });
  await expect(call.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(call.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(call).toContainText("Visitor's time:");
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
    const token = await signInThroughApi(page.request);
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
