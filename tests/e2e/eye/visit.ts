import type { Page } from '@playwright/test';
import { layoutFaults, loadWholePage } from './layout-faults';
import { PROPER_NAMES } from './proper-names';
import { describeTargets, MIN_TARGET, MIN_TARGET_WHERE_IT_COUNTS, smallTargets } from './tap-targets';
import { textFaults } from './text-faults';

export interface Visit {
  url: string;
  status: number;
  language: string;
  admin?: boolean;
  /** Containers whose controls need 44 px on a phone. */
  thumbAreas?: string[];
  /** What to do on the loaded page before the checks (open the booking form). */
  prepare?: (page: Page) => Promise<void>;
}

/** Loads `visit.url` once and returns every fault the checks find on it. */
export async function faultsOf(page: Page, visit: Visit, phone: boolean): Promise<string[]> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /MISSING_MESSAGE/.test(message.text()))
      logged.push(`missing message: ${message.text().slice(0, 160)}`);
  });
  const response = await page.goto(visit.url);
  const faults = response?.status() === visit.status ? [] : [`answered ${response?.status()}, not ${visit.status}`];
  await visit.prepare?.(page);
  await loadWholePage(page);
  // As hydrated: a not-found page's server HTML is Next's bare error document, its language set by
  // the client render (vercel/next.js#62228; noted in docs/decisions/test-gate.md).
  const language = await page.evaluate(() => document.documentElement.lang);
  if (language !== visit.language) faults.push(`in language ${language || 'none'}, not ${visit.language}`);
  faults.push(...(await layoutFaults(page)));
  faults.push(...(await textFaults(page, { names: PROPER_NAMES, language: visit.language, admin: Boolean(visit.admin) })));
  if (phone) {
    faults.push(...describeTargets(await smallTargets(page, MIN_TARGET), MIN_TARGET));
    for (const area of visit.thumbAreas ?? [])
      faults.push(...describeTargets(await smallTargets(page, MIN_TARGET_WHERE_IT_COUNTS, area), MIN_TARGET_WHERE_IT_COUNTS));
  }
  return [...new Set([...faults, ...logged])];
}
