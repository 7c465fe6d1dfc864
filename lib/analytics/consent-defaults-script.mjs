// Plain JavaScript: pages render it and the server allows it in the CSP by its exact text.

export const CONSENT_STORAGE_KEY = 'studio-analytics-consent';

/** Consent Mode v2: all denied until the visitor agrees (Norway is in the EEA); ads storage always (no advertising). */
export const CONSENT_DEFAULTS_SCRIPT = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}
gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied',wait_for_update:500});
try{if(localStorage.getItem('${CONSENT_STORAGE_KEY}')==='granted'){gtag('consent','update',{analytics_storage:'granted'});}}catch(e){}`;
