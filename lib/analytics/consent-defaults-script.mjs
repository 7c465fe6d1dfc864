// Plain JavaScript: the page renders this script and the production server (scripts/start.mjs)
// allows it in the Content-Security-Policy by its exact text, so both must read the same source.

export const CONSENT_STORAGE_KEY = 'studio-analytics-consent';

/**
 * Google Consent Mode v2 defaults, run while the HTML is parsed so they come before gtag's own
 * config. Everything is denied until the visitor agrees (visitors in Norway are in the EEA); a
 * choice made on an earlier visit is applied at once. Ads storage stays denied: the site runs no
 * advertising.
 */
export const CONSENT_DEFAULTS_SCRIPT = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}
gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied',wait_for_update:500});
try{if(localStorage.getItem('${CONSENT_STORAGE_KEY}')==='granted'){gtag('consent','update',{analytics_storage:'granted'});}}catch(e){}`;
