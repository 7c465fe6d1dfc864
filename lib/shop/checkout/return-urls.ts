import 'server-only';
import type { Locale } from '@/i18n/routing';
import { getEnv, isLocalhostUrl } from '@/lib/env';
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

const LOOPBACK_TWINS: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** SITE_URL's origin, or on a local run the same with localhost and 127.0.0.1 swapped. */
export function isAllowedOrigin(originUrl: string): boolean {
  const given = parseHttpUrl(originUrl);
  if (!given) return false;
  const siteUrl = getEnv().SITE_URL;
  const site = new URL(siteUrl);
  if (given.origin === site.origin) return true;
  const twin = LOOPBACK_TWINS[site.hostname];
  if (!twin || !isLocalhostUrl(siteUrl)) return false;
  const swapped = new URL(site.origin);
  swapped.hostname = twin;
  return given.origin === swapped.origin;
}
