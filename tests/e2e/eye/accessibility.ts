import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { listsLoaded } from './settled';

/** The rules the visitor's-eye and admin checks run: WCAG 2.1 A and AA, and best practice. */
export const WCAG_AND_BEST_PRACTICE = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Axe on the page as it is now, asked for violations only. Legacy mode runs `axe.run` in the page
 * itself; the default (`runPartial`, made for cross-origin frames) opens and injects a second page
 * for every check. The two found the same on every page tried, and this way took 1.0-1.3 s a page
 * instead of 2.7-3.5 s (docs/decisions/test-gate.md). The only cross-origin frames the site shows
 * are video players, and the demo content has none: a spec checking a page with one would
 * reconsider the mode here.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];
const isSerious = (violation: Violation) => violation.impact === 'serious' || violation.impact === 'critical';

/** The serious and critical ones among an axe result's violations, each with where it occurs. */
export const seriousOf = (violations: Violation[]) =>
  violations
    .filter(isSerious)
    .map((violation) => ({ id: violation.id, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }));

/**
 * Serious and critical axe violations (WCAG 2.1 A and AA, best practice), each with where it
 * occurs, so a failure says what to fix. Waits for lists that load in the browser to finish first.
 */
export async function seriousViolations(page: Page) {
  await listsLoaded(page);
  return seriousOf((await axeOn(page).withTags(WCAG_AND_BEST_PRACTICE).analyze()).violations);
}
