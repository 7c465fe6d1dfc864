import { expect, test, type Page } from '@playwright/test';
import { ADMIN_LOCALE_COOKIE } from '@/i18n/admin-locale';
import { signInAsNewPerson, TEAM_PASSWORD } from '../support/team-http';
import { ADMIN_LOCALES, adminTexts } from './flows/texts';
import { seriousViolations } from './eye/accessibility';
import { expectSafe, watchForXss } from './xss-watch';

// Passkeys in the admin (docs/admin.md#your-account), with Chromium's virtual authenticator as the
// device: a person adds one on her account page (named with markup, which shows as text), is given
// her recovery codes, signs in with it at the second step, and removes it with her password. Each
// admin language once, one at each width.

/** A platform authenticator that verifies the user and answers at once, as Touch ID would. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

for (const [index, locale] of ADMIN_LOCALES.entries()) {
  const tag = index % 2 === 1 ? ' @mobile' : '';
  test(`passkeys in ${locale}: added on the account page, used to sign in, removed${tag}`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const texts = adminTexts(locale);
    const context = page.context();
    await context.addCookies([{ name: ADMIN_LOCALE_COOKIE, value: locale, url: new URL('/admin', baseURL).href }]);
    const email = await signInAsNewPerson(context, baseURL!, 'editor');
    await virtualAuthenticator(page);
    const watch = await watchForXss(page);
    const name = `"><img src=x onerror=__xss('passkey-name')> MacBook`;

    const account = await watch.visit('/admin/account');
    await page.getByRole('button', { name: texts.t('AdminAccount.passkeyAdd') }).click();
    await page.getByLabel(texts.t('AdminAccount.passkeyName')).fill(name);
    await page.getByLabel(texts.t('AdminAccount.yourPassword')).fill(TEAM_PASSWORD);
    await page.getByRole('button', { name: texts.t('AdminAccount.passkeyCreate') }).click();
    // Her first second factor: the recovery codes, once.
    await expect(page.getByRole('list', { name: texts.t('AdminAccount.codesListLabel') }).getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: texts.t('AdminAccount.codesSaved') }).click();
    const passkeys = page.getByRole('list', { name: texts.t('AdminAccount.passkeysTitle') });
    await expect(passkeys.getByText(name)).toBeVisible();
    await expectSafe(page, watch, account, '/admin/account, a passkey named with markup');
    expect(await seriousViolations(page)).toEqual([]);

    // Signing in asks for the passkey, and the browser's authenticator answers.
    await page.getByRole('button', { name: texts.t('AdminShell.logout') }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.getByLabel(texts.t('AdminLogin.username')).fill(email);
    await page.getByLabel(texts.t('AdminLogin.password'), { exact: true }).fill(TEAM_PASSWORD);
    await page.getByRole('button', { name: texts.t('AdminLogin.submit') }).click();
    await expect(page.getByText(texts.t('AdminLogin.passkeyLead'))).toBeVisible();
    // She has no authenticator app: no code field, only the passkey or a recovery code.
    await expect(page.getByLabel(texts.t('AdminLogin.code'))).toHaveCount(0);
    await page.getByRole('button', { name: texts.t('AdminLogin.usePasskey') }).click();
    await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });

    // Removed with her password; two-factor sign-in is off again.
    await page.goto('/admin/account');
    await page.getByRole('button', { name: texts.t('AdminAccount.passkeyRemoveLabel', { name }) }).click();
    await page.getByLabel(texts.t('AdminAccount.yourPassword')).fill(TEAM_PASSWORD);
    await page.getByRole('button', { name: texts.t('AdminAccount.passkeyRemove'), exact: true }).click();
    await expect(page.getByText(texts.t('AdminAccount.passkeyRemoved'))).toBeVisible();
    await expect(passkeys).toHaveCount(0);
  });
}
