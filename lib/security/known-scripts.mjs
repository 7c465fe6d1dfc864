// @ts-check
import { CONSENT_DEFAULTS_SCRIPT } from '../analytics/consent-defaults-script.mjs';
import { analyticsInlineScripts } from '../server/next-internals.mjs';

/**
 * Our inline scripts by exact text: the consent defaults and gtag's set-up (added in the browser).
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
