import { expect, type Page } from '@playwright/test';
import { routing, type Locale } from '@/i18n/routing';
import { adminEnglishValues } from '../../support/admin-english';
import type { EnglishValues } from '../../support/english-values';
import { seriousViolations } from '../eye/accessibility';
import { englishOn } from '../eye/english-on';
import { layoutFaults } from '../eye/layout-faults';
import { messageKeyFaults } from '../eye/text-faults';

// What every form and list a flow opens is held to, in the admin's language and at the flow's
// width: no message key on screen, no English on a screen in another language, nothing wider
// than a phone's screen, and no serious or critical axe violation. The visitor's-eye spec checks
// the sections as they load; these are the states only a flow reaches (a new record's form, a
// confirmation, a page editor after a save).

const english = new Map<Locale, EnglishValues>();
const englishValuesOf = (locale: Locale) => {
  if (!english.has(locale)) english.set(locale, adminEnglishValues(locale));
  return english.get(locale)!;
};

/** What sticks out at a phone's width: the document, or an open dialog wider than the screen or scrolling sideways. */
async function overflowOn(page: Page): Promise<string[]> {
  const document = (await layoutFaults(page)).filter((fault) => fault.startsWith('document'));
  const dialogs = await page.evaluate(() =>
    [...window.document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].flatMap((dialog) => {
      const box = dialog.getBoundingClientRect();
      const wide = box.width > window.innerWidth + 1 ? [`a dialog ${Math.round(box.width)} px wide`] : [];
      const sideways = [dialog, ...dialog.querySelectorAll('form, form > div')]
        .filter((element) => element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible')
        .map(
          (element) => `a dialog's ${element.tagName.toLowerCase()} scrolls sideways (${element.scrollWidth} px in ${element.clientWidth})`,
        );
      return [...wide, ...sideways];
    }),
  );
  return [...document, ...dialogs];
}

/** What is wrong with the screen as it is now, for an admin speaking `locale` (at a phone's width if `phone`). */
export async function screenFaults(page: Page, locale: Locale, phone: boolean): Promise<string[]> {
  const faults = await messageKeyFaults(page);
  if (locale !== routing.defaultLocale) faults.push(...(await englishOn(page, englishValuesOf(locale))).map((text) => `English: ${text}`));
  if (phone) faults.push(...(await overflowOn(page)));
  const axe = await seriousViolations(page);
  faults.push(...axe.map((violation) => `axe ${violation.id} (${violation.help}): ${violation.targets.slice(0, 3).join(', ')}`));
  return faults;
}

/** Checks the screen as it is now; `what` names it in a failure ("the projects form"). */
export async function expectScreenRight(page: Page, locale: Locale, phone: boolean, what: string): Promise<void> {
  expect(await screenFaults(page, locale, phone), `${what} in ${locale}${phone ? ' at 390 px' : ''}`).toEqual([]);
}
