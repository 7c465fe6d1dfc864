import { CONSENT_DEFAULTS_SCRIPT } from '@/lib/analytics/consent-defaults-script.mjs';

export { CONSENT_STORAGE_KEY } from '@/lib/analytics/consent-defaults-script.mjs';

/** Google Consent Mode v2 defaults (see the script's module), inline so they run before gtag. */
export function ConsentDefaults() {
  return <script id="consent-defaults" dangerouslySetInnerHTML={{ __html: CONSENT_DEFAULTS_SCRIPT }} />;
}
