import 'server-only';
import { getEnv } from '@/lib/env';

interface SessionCookie {
  name: string;
  secure: boolean;
}

// `__Host-` and Secure over https (no subdomain can plant it); plain on local http (no Secure from 127.0.0.1).
export function sessionCookie(): SessionCookie {
  const secure = getEnv().SITE_URL.startsWith('https://');
  return { name: secure ? '__Host-studio_admin' : 'studio_admin', secure };
}

export function deviceCookieName(): string {
  return sessionCookie().secure ? '__Host-studio_device' : 'studio_device';
}

export function sessionCookieAttributes(maxAgeSeconds: number) {
  const { secure } = sessionCookie();
  return { httpOnly: true, sameSite: 'strict' as const, secure, path: '/', maxAge: maxAgeSeconds };
}
