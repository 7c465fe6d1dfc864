import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { JSON_HEADERS, request } from './admin';
import { ACCOUNT_KEY } from './admin-keys';
import type { Passkey } from './admin-team';

// The signed-in person's passkeys (app/api/admin/account/passkeys): the password opens the
// question, the browser answers it, and the answer is kept.

const post = (body: unknown): RequestInit => ({ method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });

export const passkeyQuestion = (password: string): Promise<PublicKeyCredentialCreationOptionsJSON> =>
  request(`${ACCOUNT_KEY}/passkeys/options`, post({ password }));

/** The recovery codes come with a person's first second factor only. */
export const keepPasskey = (
  name: string,
  passkey: RegistrationResponseJSON,
): Promise<{ passkey: Passkey; recovery_codes: string[] | null }> => request(`${ACCOUNT_KEY}/passkeys`, post({ name, passkey }));

export const removePasskey = (passkeyId: string, password: string): Promise<void> =>
  request(`${ACCOUNT_KEY}/passkeys/${encodeURIComponent(passkeyId)}`, {
    method: 'DELETE',
    headers: JSON_HEADERS,
    body: JSON.stringify({ password }),
  });
