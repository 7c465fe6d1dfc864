import { expect, test } from '@playwright/test';
import { LOCALE_TAGS } from '@/i18n/locales';
import { routing } from '@/i18n/routing';
import { adminCatalogueNow } from '../support/admin-catalogue';
import { screenFaults } from './flows/screen';

// The checks the admin's flows hold every screen to (./flows/screen.ts) see each fault they are
// for, on a page made of nothing else, so a change that blinds one fails here rather than passing
// every screen of admin-flows.spec.ts.

const OTHER = routing.locales.find((locale) => locale !== routing.defaultLocale)!;
const page = (body: string) => `<!doctype html><html lang="${LOCALE_TAGS[OTHER].html}"><title>Admin</title>
  <meta name="viewport" content="width=device-width"><body style="margin:0;font:16px/1.5 sans-serif"><main><h1>Admin</h1>${body}</main></body></html>`;

const FAULTY = page(`
  <p>AdminForm.cancel</p>
  <p>${adminCatalogueNow(routing.defaultLocale).ProjectForm.notSaved}</p>
  <div role="dialog" aria-label="Form" style="position:fixed;top:0;left:0;width:600px;height:200px;background:#fff">Form</div>
  <div role="alertdialog" aria-label="Question" style="position:fixed;top:220px;left:0;width:300px;overflow-x:auto"><p style="width:800px">Wide</p></div>
  <button style="width:48px;height:48px"></button>`);
const WELL_MADE = page(`<p>${adminCatalogueNow(OTHER).ProjectForm.notSaved}</p>
  <div role="dialog" aria-label="Form" style="position:fixed;top:0;left:0;width:300px;height:200px;background:#fff">Form</div>`);

async function faultsOf(browserPage: import('@playwright/test').Page, html: string) {
  await browserPage.route('**/*', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
  await browserPage.goto('/');
  return (await screenFaults(browserPage, OTHER, true)).join('\n');
}

test('each check of the flows finds its fault @mobile', async ({ page: browserPage }) => {
  const faults = await faultsOf(browserPage, FAULTY);
  expect(faults).toContain('message key AdminForm.cancel');
  expect(faults).toContain(`English: "${adminCatalogueNow(routing.defaultLocale).ProjectForm.notSaved}"`);
  expect(faults).toContain('a dialog 600 px wide');
  expect(faults).toContain("a dialog's div scrolls sideways");
  expect(faults).toContain('axe button-name');
});

test('a well-made screen passes every check of the flows @mobile', async ({ page: browserPage }) => {
  expect(await faultsOf(browserPage, WELL_MADE)).toBe('');
});
