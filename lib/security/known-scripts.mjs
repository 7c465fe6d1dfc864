// @ts-check
import { CONSENT_DEFAULTS_SCRIPT } from '../analytics/consent-defaults-script.mjs';
import { analyticsInlineScripts } from '../server/next-internals.mjs';

/**
 * The inline scripts of ours that pages run, by exact text, so the Content-Security-Policy can
 * allow them by hash: the consent defaults, and the gtag set-up that @next/third-parties inserts
 * in the browser (it is never in the HTML) when Google Analytics is configured. The latter is read
 * from the package's own component rather than copied (lib/server/next-internals.mjs), so a
 * package update cannot silently break analytics.
 * @param {{ gaMeasurementId?: string }} options
 * @returns {Promise<Set<string>>}
 */
export async function knownInlineScripts({ gaMeasurementId }) {
  const scripts = new Set([CONSENT_DEFAULTS_SCRIPT]);
  if (gaMeasurementId) {
    for (const script of await analyticsInlineScripts(gaMeasurementId)) scripts.add(script);
  }
  return scripts;
}
