import 'server-only';
import type { Locale } from '@/i18n/routing';
import { localizedUrl } from '@/lib/seo/urls';
import { SESSION_ID_PLACEHOLDER } from './provider';

// From SITE_URL alone: the client's origin_url is only checked, so a checkout cannot redirect elsewhere.

export interface ReturnUrls {
  successUrl: string;
  cancelUrl: string;
}

export function returnUrls(locale: Locale, productId: string): ReturnUrls {
  return {
    successUrl: `${localizedUrl(locale, '/digital-products/success')}?session_id=${SESSION_ID_PLACEHOLDER}`,
    cancelUrl: localizedUrl(locale, `/digital-products/${productId}`),
  };
}

/** The checkout's origin_url must be the site's own (lib/http/site-origin.ts). */
export { isSiteOrigin as isAllowedOrigin } from '@/lib/http/site-origin';
