export const CONSENT_STORAGE_KEY = 'studio-analytics-consent';

/**
 * Google Consent Mode v2 defaults, as an inline script that runs while the HTML is parsed, so it
 * comes before gtag's own config. Everything is denied until the visitor agrees (visitors in
 * Norway are in the EEA); a choice made on an earlier visit is applied at once. Ads storage stays
 * denied: the site runs no advertising.
 */
export function ConsentDefaults() {
  const script = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}
gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied',wait_for_update:500});
try{if(localStorage.getItem('${CONSENT_STORAGE_KEY}')==='granted'){gtag('consent','update',{analytics_storage:'granted'});}}catch(e){}`;
  return <script id="consent-defaults" dangerouslySetInnerHTML={{ __html: script }} />;
}
