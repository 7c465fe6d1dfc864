import 'server-only';
import { createRateLimiter, type RateLimit } from '@/lib/rate-limit/limiter';

// Counted before the password is checked; a success gives the points back (docs/admin.md#admin).

export const LOGIN_BY_IP: RateLimit = { name: 'login-ip', points: 30, windowSeconds: 60 * 60 };

/** Per username and address, so an attacker elsewhere can never lock the real admin out. */
export const LOGIN_BY_USERNAME: RateLimit = { name: 'login-user', points: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };

/** Per username over all addresses (about a guess a minute); known devices are exempt (device-cookie.ts). */
export const LOGIN_BY_ACCOUNT: RateLimit = { name: 'login-account', points: 10, windowSeconds: 10 * 60, blockSeconds: 10 * 60 };

export const loginByIp = createRateLimiter(LOGIN_BY_IP);
export const loginByAccount = createRateLimiter(LOGIN_BY_ACCOUNT);
export const loginByUsername = createRateLimiter(LOGIN_BY_USERNAME);

export const accountKey = (username: string) => username.trim().toLowerCase();
export const usernameKey = (username: string, ip: string) => `${accountKey(username)}|${ip}`;
