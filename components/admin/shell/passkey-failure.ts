import { WebAuthnError } from '@simplewebauthn/browser';

/**
 * The words for a passkey ceremony the browser did not finish: closed or timed out (the browser
 * says no more, on purpose), or a passkey already on this device. Keys of AdminLogin and
 * AdminAccount alike; a browser without WebAuthn is not offered passkeys at all.
 */
export function passkeyFailure(failure: unknown): 'passkeyCancelled' | 'passkeyExists' | 'passkeyFailed' {
  if (failure instanceof WebAuthnError) {
    if (failure.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'passkeyExists';
    if (failure.code === 'ERROR_CEREMONY_ABORTED') return 'passkeyCancelled';
  }
  if (failure instanceof Error && failure.name === 'NotAllowedError') return 'passkeyCancelled';
  return 'passkeyFailed';
}
