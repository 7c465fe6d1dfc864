import 'server-only';
import { getEnv } from '@/lib/env';

interface SessionCookie {
  name: string;
  secure: boolean;
}

/**
 * The session cookie: `__Host-` and Secure when the site is served over https (the prefix pins it
 * to this host and path /, so a subdomain cannot plant or read it); a plain name on a local http
 * run, where browsers would refuse a Secure cookie from 127.0.0.1.
 */
export function sessionCookie(): SessionCookie {
  const secure = getEnv().SITE_URL.startsWith('https://');
  return { name: secure ? '__Host-studio_admin' : 'studio_admin', secure };
}

/** The known-device cookie (device-cookie.ts), named by the same rule as the session cookie. */
export function deviceCookieName(): string {
  return sessionCookie().secure ? '__Host-studio_device' : 'studio_device';
}

export function sessionCookieAttributes(maxAgeSeconds: number) {
  const { secure } = sessionCookie();
  return { httpOnly: true, sameSite: 'strict' as const, secure, path: '/', maxAge: maxAgeSeconds };
}
