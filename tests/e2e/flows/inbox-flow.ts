import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_LOCALE_COOKIE } from '@/i18n/admin-locale';
import type { Locale } from '@/i18n/routing';
import { bearer } from '../../support/admin-http';
import { expectScreenRight } from './screen';
import { clickForToast, openSection } from './session';
import { adminTexts, escapeRegExp } from './texts';

// The Messages section with one message a visitor sent, in each admin language in turn: found by a
// search, opened (read), marked unread, archived, found in the archive, and moved back to the inbox;
// the last language deletes it after the question. One message for all the languages: the contact
// form takes 5 messages per address in 10 minutes, and other specs send the rest of them.

export interface SentMessage {
  id: string;
  name: string;
  email: string;
}

/** Sends a message as a visitor would and finds its id by its address (unique to the flow). */
export async function sendMessage(api: APIRequestContext, token: string, stamp: string): Promise<SentMessage> {
  const visitor = { name: `Solveig ${stamp}`, email: `solveig.${stamp.replace(/\W+/g, '.').toLowerCase()}@example.no` };
  const sent = await api.post('/api/contact', { data: { ...visitor, message: `A shop for my pottery, please. ${stamp}` } });
  expect(sent.status(), await sent.text()).toBe(201);
  const found = await api.get(`/api/admin/messages?q=${encodeURIComponent(visitor.email)}`, { headers: bearer(token) });
  const { messages } = (await found.json()) as { messages: { id: string }[] };
  expect(messages).toHaveLength(1);
  return { id: messages[0]!.id, ...visitor };
}

export async function inboxFlow(page: Page, server: string, locales: readonly Locale[], phone: boolean, message: SentMessage) {
  for (const [index, locale] of locales.entries()) {
    const texts = adminTexts(locale);
    const t = (key: string, values?: Record<string, string>) => texts.t(`AdminMessages.${key}`, values);
    await page.context().addCookies([{ name: ADMIN_LOCALE_COOKIE, value: locale, url: new URL('/admin', server).href }]);
    await openSection(page, texts, 'messages');
    // The search is sent once the typing pauses, and the list is dimmed (aria-busy) until its answer is
    // in: the screen is checked after that, not while the dimmed rows fail the contrast check.
    const searched = page.waitForResponse((response) => response.url().includes('/api/admin/messages?q='));
    await page.getByRole('searchbox', { name: t('searchLabel') }).fill(message.email);
    await searched;
    const row = page.getByRole('list', { name: t('listLabel') }).getByRole('button', { name: new RegExp(escapeRegExp(message.name)) });
    await expect(row).toHaveCount(1);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectScreenRight(page, locale, phone, 'the inbox');

    // On a wide screen the message opens beside the list, on a phone over it.
    const view = page.getByRole('region', { name: message.name }).or(page.getByRole('dialog', { name: message.name }));
    await row.click();
    await expect(view.getByRole('heading', { name: message.name })).toBeFocused();
    await expectScreenRight(page, locale, phone, 'an open message');
    await clickForToast(page, view, t('markUnread'), t('markedUnread'));
    await expect(row).toHaveAttribute('data-unread', 'true');

    await row.click();
    await clickForToast(page, view, t('archive'), t('archived'));
    await expect(page.getByRole('heading', { name: t('noMatchesTitle') })).toBeVisible();
    await page.getByRole('button', { name: t('boxes.archived'), exact: true }).click();
    await row.click();
    if (index < locales.length - 1) {
      await clickForToast(page, view, t('moveToInbox'), t('movedToInbox'));
      continue;
    }
    await view.getByRole('button', { name: t('delete', { name: message.name }), exact: true }).click();
    const question = page.getByRole('alertdialog', { name: t('confirmDelete', { name: message.name }) });
    await clickForToast(page, question, texts.t('AdminShell.confirmDelete'), t('deleted'));
    await expect(row).toHaveCount(0);
  }
}
