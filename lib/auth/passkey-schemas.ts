import { z } from '@/lib/zod';

// The browser's answers to a passkey ceremony (SimpleWebAuthn's RegistrationResponseJSON and
// AuthenticationResponseJSON), bounded: every binary part is base64url, none longer than an
// authenticator sends. Fields the server does not read are dropped.

const base64url = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .max(max, `${field} is too long`)
    .regex(/^[A-Za-z0-9_-]+$/, `${field} must be base64url`);

const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;

const credential = {
  id: base64url('passkey.id', 1400),
  rawId: base64url('passkey.rawId', 1400),
  type: z.literal('public-key', { error: 'passkey.type must be public-key' }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() }).default({}),
};

export const passkeyAssertionSchema = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url('passkey.response.clientDataJSON', 4096),
    authenticatorData: base64url('passkey.response.authenticatorData', 4096),
    signature: base64url('passkey.response.signature', 1024),
    userHandle: base64url('passkey.response.userHandle', 512).optional(),
  }),
});

export const passkeyAttestationSchema = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url('passkey.response.clientDataJSON', 4096),
    attestationObject: base64url('passkey.response.attestationObject', 16_384),
    transports: z.array(z.enum(TRANSPORTS)).max(TRANSPORTS.length).optional(),
  }),
});
