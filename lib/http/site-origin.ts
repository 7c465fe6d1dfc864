import 'server-only';
import { getEnv, isLocalhostUrl } from '@/lib/env';

// The site's own origin comes from SITE_URL alone, never from the request's Host or
// X-Forwarded-Host, which a client (or a proxy passing them on) can write.

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
export function isSiteOrigin(originUrl: string): boolean {
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
