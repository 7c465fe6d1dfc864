import 'server-only';
import { createRateLimiter, type RateLimit } from '@/lib/rate-limit/limiter';

// Brute-force protection for the sign-in (OWASP "login throttling"). Both counters are taken
// BEFORE the password is checked, so a burst of parallel guesses cannot slip past them, and a
// successful sign-in gives the points back.

/** Failed attempts one address may make, over all usernames: slows password spraying. */
export const LOGIN_BY_IP: RateLimit = { name: 'login-ip', points: 30, windowSeconds: 60 * 60 };

/**
 * Consecutive failures for one username from one address, then a 15-minute pause. Keyed on the
 * pair on purpose: an attacker elsewhere can exhaust only their own counter, never lock the real
 * admin out; reset by a successful sign-in.
 */
export const LOGIN_BY_USERNAME: RateLimit = { name: 'login-user', points: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };

/**
 * Consecutive failures for one username from every address together: what a network of addresses
 * can guess at one account, about one guess a minute; reset by a successful sign-in. Browsers that have signed in as that admin before
 * are exempt (device-cookie.ts), so keeping this limit exhausted never locks the studio out of
 * its own browser; a new browser waits at most the ten-minute pause.
 */
export const LOGIN_BY_ACCOUNT: RateLimit = { name: 'login-account', points: 10, windowSeconds: 10 * 60, blockSeconds: 10 * 60 };

export const loginByIp = createRateLimiter(LOGIN_BY_IP);
export const loginByAccount = createRateLimiter(LOGIN_BY_ACCOUNT);
export const loginByUsername = createRateLimiter(LOGIN_BY_USERNAME);

export const accountKey = (username: string) => username.trim().toLowerCase();
export const usernameKey = (username: string, ip: string) => `${accountKey(username)}|${ip}`;
