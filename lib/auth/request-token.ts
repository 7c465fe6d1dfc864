import 'server-only';
import { sessionCookie } from './cookie';

export interface PresentedToken {
  token: string;
  via: 'bearer' | 'cookie';
}

export function readCookie(request: Request, name: string): string | undefined {
  for (const part of request.headers.get('cookie')?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      // Broken percent-encoding (`%E0%A4%A`): no cookie we set, so no token at all.
      return undefined;
    }
  }
  return undefined;
}

export function presentedToken(request: Request): PresentedToken | null {
  const bearer = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return { token: bearer, via: 'bearer' };
  const cookie = readCookie(request, sessionCookie().name);
  return cookie ? { token: cookie, via: 'cookie' } : null;
}
