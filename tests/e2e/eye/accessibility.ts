import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { listsLoaded } from './settled';

/**
 * Serious and critical axe violations (WCAG 2.1 A and AA, best practice), each with where it
 * occurs, so a failure says what to fix. Waits for lists that load in the browser to finish first.
 */
export async function seriousViolations(page: Page) {
  await listsLoaded(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}
