import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { ADMIN_LOCALE_COOKIE } from '@/i18n/admin-locale';
import type { Locale } from '@/i18n/routing';
import { signIn } from './flows/session';
import { ADMIN_LOCALES, adminTexts, escapeRegExp, type AdminTexts } from './flows/texts';
import { seriousViolations } from './eye/accessibility';

// A team in the admin, in each admin language at both widths (docs/admin.md#team): the owner
// invites an editor, who joins through the link and signs in; the editor finds no orders, settings,
// team or audit trail (no tab, the page turns her away, the API refuses); her changes show in the
// owner's audit trail; she sets up two-factor sign-in and signs in with a code and then with a
// recovery code, which works once; and a session she ends from one browser is signed out in the other.

const PASSWORD = 'lantern-orbit-saffron-quiver';

async function freshContext(browser: Browser, baseURL: string, locale: Locale): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: ADMIN_LOCALE_COOKIE, value: locale, url: new URL('/admin', baseURL).href }]);
  return context;
}

async function signInWithForm(page: Page, texts: AdminTexts, email: string, second?: { otp?: string; recovery?: string }) {
  await page.goto('/admin/login');
  await page.getByLabel(texts.t('AdminLogin.username')).fill(email);
  await page.getByLabel(texts.t('AdminLogin.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: texts.t('AdminLogin.submit') }).click();
  if (!second) return;
  await expect(page.getByText(texts.t('AdminLogin.codeLead'))).toBeVisible();
  if (second.recovery) {
    await page.getByRole('button', { name: texts.t('AdminLogin.useRecovery') }).click();
    await page.getByLabel(texts.t('AdminLogin.recoveryCode')).fill(second.recovery);
  } else {
    await page.getByLabel(texts.t('AdminLogin.code')).fill(second.otp!);
  }
  await page.getByRole('button', { name: texts.t('AdminLogin.verify') }).click();
}

const onDashboard = (page: Page) => expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });

async function signOut(page: Page, texts: AdminTexts) {
  await page.getByRole('button', { name: texts.t('AdminShell.logout') }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
}

for (const [locale, tag] of ADMIN_LOCALES.flatMap((locale) => [[locale, ''] as const, [locale, ' @mobile'] as const])) {
  test(`a team in ${locale}: invite, roles, audit trail, two-factor and sessions${tag}`, async ({ page, browser, baseURL }) => {
    test.setTimeout(150_000);
    const texts = adminTexts(locale);
    const email = `editor.${locale}.${Date.now().toString(36)}@studio.example`;

    // The owner invites an editor, in the editor's language.
    await signIn(page, baseURL!, locale);
    await page.goto('/admin/team');
    await page.getByLabel(texts.t('AdminTeam.email'), { exact: true }).fill(email);
    await page.getByLabel(texts.t('AdminTeam.role'), { exact: true }).selectOption('editor');
    await page.getByLabel(texts.t('AdminTeam.language'), { exact: true }).selectOption(locale);
    await page.getByRole('button', { name: texts.t('AdminTeam.send') }).click();
    const link = page.getByLabel(texts.t('AdminTeam.linkLabel', { email }));
    await expect(link).toHaveValue(/\/admin\/invitation\/[\w-]{43}$/);
    const invitation = new URL(await link.inputValue()).pathname;
    expect(await seriousViolations(page)).toEqual([]);

    // She joins through the link, then signs in.
    const editorContext = await freshContext(browser, baseURL!, locale);
    const editor = await editorContext.newPage();
    await editor.goto(invitation);
    await editor.getByLabel(texts.t('AdminInvitation.password'), { exact: true }).fill(PASSWORD);
    await editor.getByLabel(texts.t('AdminInvitation.repeatPassword')).fill(PASSWORD);
    await editor.getByRole('button', { name: texts.t('AdminInvitation.submit') }).click();
    await expect(editor).toHaveURL(/\/admin\/login/);
    // The link is spent.
    await editor.goto(invitation);
    await expect(editor.getByRole('alert').filter({ hasText: texts.t('AdminRefusals.linkInvalid') })).toBeVisible();
    await signInWithForm(editor, texts, email);
    await onDashboard(editor);

    // No owner's sections: no tab, the page sends her to the dashboard, the API refuses.
    const tabs = editor.getByRole('navigation', { name: texts.t('AdminShell.sectionsLabel') });
    await expect(tabs.getByRole('link', { name: texts.t('AdminShell.sections.projects') })).toBeVisible();
    for (const section of ['orders', 'settings', 'team', 'audit', 'discounts'])
      await expect(tabs.getByRole('link', { name: new RegExp(`^${escapeRegExp(texts.t(`AdminShell.sections.${section}`))}`) })).toHaveCount(
        0,
      );
    for (const path of ['orders', 'audit']) {
      await editor.goto(`/admin/${path}`);
      await onDashboard(editor);
    }
    for (const path of ['orders', 'users', 'audit', 'seller-settings'])
      expect((await editor.request.get(`/api/admin/${path}`)).status(), path).toBe(403);

    // A change of hers, made as her screens make it (a same-origin call with her cookie).
    const saved = await editor.evaluate(async () => {
      const list = (await (await fetch('/api/admin/testimonials')).json()) as { id: string }[];
      const answer = await fetch('/api/admin/testimonials/order', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ids: list.map((row) => row.id) }),
      });
      return answer.status;
    });
    expect(saved).toBe(200);

    // The owner sees it in the audit trail, filtered to her.
    await page.goto('/admin/audit');
    await page.getByLabel(texts.t('AdminAudit.person')).selectOption({ label: email });
    const trail = page.getByRole('list', { name: texts.t('AdminAudit.tableCaption') });
    await expect(trail.getByText(email).first()).toBeVisible();
    await expect(trail).toContainText(texts.t('AdminAudit.actions.reorder'));
    expect(await seriousViolations(page)).toEqual([]);

    // She sets up two-factor sign-in.
    await editor.goto('/admin/account');
    await editor.getByRole('button', { name: texts.t('AdminAccount.start') }).click();
    await editor.getByLabel(texts.t('AdminAccount.yourPassword')).fill(PASSWORD);
    await editor.getByRole('button', { name: texts.t('AdminAccount.startConfirm') }).click();
    const secret = (await editor.locator('code').first().innerText()).replace(/\s/g, '');
    await editor.getByLabel(texts.t('AdminAccount.codeLabel')).fill(await generate({ secret }));
    await editor.getByRole('button', { name: texts.t('AdminAccount.confirm') }).click();
    const codes = editor.getByRole('list', { name: texts.t('AdminAccount.codesListLabel') }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const [recovery, forOther] = await codes.allInnerTexts();
    await editor.getByRole('button', { name: texts.t('AdminAccount.codesSaved') }).click();
    expect(await seriousViolations(editor)).toEqual([]);

    // A code of the next step (the set-up spent this one's), then a recovery code, once.
    await signOut(editor, texts);
    await signInWithForm(editor, texts, email, { otp: await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }) });
    await onDashboard(editor);
    await signOut(editor, texts);
    await signInWithForm(editor, texts, email, { recovery: recovery! });
    await onDashboard(editor);
    // Spent: the same code again is refused.
    const login = (context: BrowserContext, code: string) =>
      context.request.post('/api/admin/login', { data: { username: email, password: PASSWORD, recovery_code: code }, timeout: 30_000 });
    expect((await login(editorContext, recovery!)).status()).toBe(401);

    // Signed in in a second browser too; she ends that session from the first.
    const otherContext = await freshContext(browser, baseURL!, locale);
    const other = await otherContext.newPage();
    expect((await login(otherContext, forOther!)).status()).toBe(200);
    await other.goto('/admin');
    await onDashboard(other);
    await editor.goto('/admin/account');
    // "End the session in Chrome on Linux": the browser's name as the server reads it.
    const end = new RegExp(`^${escapeRegExp(texts.t('AdminAccount.endLabel', { browser: '\u0000' })).replace('\u0000', '.+')}$`);
    const sessions = editor.getByRole('listitem').filter({ has: editor.getByRole('button', { name: end }) });
    const elsewhere = sessions.filter({ hasNotText: texts.t('AdminAccount.thisBrowser') });
    await expect(sessions).toHaveCount(2);
    await elsewhere.getByRole('button', { name: end }).click();
    await expect(sessions).toHaveCount(1);
    await other.reload();
    await expect(other).toHaveURL(/\/admin\/login/);

    await Promise.all([editorContext.close(), otherContext.close()]);
  });
}
