import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import type { Locale } from '@/i18n/routing';
import { JSON_HEADERS, jsonInit, request } from './admin';
import { ACCOUNT_KEY, SESSIONS_KEY } from './admin-keys';
import type { Role } from './admin-team';

// The signed-in person's own account (everyone): language, password, the authenticator app,
// passkeys, recovery codes and sessions (docs/admin.md#team-account-and-audit-trail).

const id = (value: string) => encodeURIComponent(value);

export interface Account {
  username: string;
  email: string | null;
  role: Role;
  locale: string | null;
  /** Any second factor: the authenticator app or a passkey. */
  two_factor: boolean;
  authenticator_app: boolean;
  passkeys: Passkey[];
  recovery_codes_left: number;
}

export interface Passkey {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export interface TotpStart {
  secret: string;
  otpauth_url: string;
  /** An `<svg>` made by the server, shown as an image. */
  qr_svg: string;
}

export interface AdminSession {
  id: string;
  user: { id: string; username: string };
  /** "Chrome on macOS". */
  browser: string;
  address: string;
  created_at: string;
  last_seen_at: string;
  current: boolean;
}

export const fetchAccount = (): Promise<Account> => request(ACCOUNT_KEY, { headers: JSON_HEADERS });

export const changeAccountLocale = (locale: Locale): Promise<Account> => request(ACCOUNT_KEY, jsonInit('PATCH', { locale }));

export const changePassword = (input: { current_password: string; new_password: string }): Promise<void> =>
  request(`${ACCOUNT_KEY}/password`, jsonInit('POST', input));

export const startTotp = (password: string): Promise<TotpStart> => request(`${ACCOUNT_KEY}/totp`, jsonInit('POST', { password }));

/** The recovery codes come with a person's first second factor only (null if she had a passkey). */
export const confirmTotp = (code: string): Promise<{ recovery_codes: string[] | null }> =>
  request(`${ACCOUNT_KEY}/totp/confirm`, jsonInit('POST', { code }));

export const turnOffTotp = (password: string): Promise<void> => request(`${ACCOUNT_KEY}/totp`, jsonInit('DELETE', { password }));

export const renewRecoveryCodes = (password: string): Promise<{ recovery_codes: string[] }> =>
  request(`${ACCOUNT_KEY}/recovery-codes`, jsonInit('POST', { password }));

// Sessions

/** Mine; everyone's for an owner who asks with `all`. */
export const fetchSessions = (key: string): Promise<{ sessions: AdminSession[] }> => request(key, { headers: JSON_HEADERS });

export const endSession = (sessionId: string): Promise<void> => request(`${SESSIONS_KEY}/${id(sessionId)}`, jsonInit('DELETE'));

// Passkeys: the password opens the question, the browser answers it, and the answer is kept.

export const passkeyQuestion = (password: string): Promise<PublicKeyCredentialCreationOptionsJSON> =>
  request(`${ACCOUNT_KEY}/passkeys/options`, jsonInit('POST', { password }));

/** The recovery codes come with a person's first second factor only. */
export const keepPasskey = (
  name: string,
  passkey: RegistrationResponseJSON,
): Promise<{ passkey: Passkey; recovery_codes: string[] | null }> =>
  request(`${ACCOUNT_KEY}/passkeys`, jsonInit('POST', { name, passkey }));

export const removePasskey = (passkeyId: string, password: string): Promise<void> =>
  request(`${ACCOUNT_KEY}/passkeys/${id(passkeyId)}`, jsonInit('DELETE', { password }));
