import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import { getEnv } from '@/lib/env';

// A passkey in software for the API tests: an ES256 key that answers the server's ceremonies the
// way an authenticator does (WebAuthn §6.1 authenticator data, "none" attestation, a DER
// signature over the authenticator data and the client data's hash). The browser tests use
// Chromium's virtual authenticator instead (tests/e2e/admin-passkeys.spec.ts).

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 } as const;

export class SoftAuthenticator {
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private readonly credentialId = randomBytes(16);
  private counter = 0;
  private readonly origin = new URL(getEnv().SITE_URL).origin;
  private readonly rpId = new URL(getEnv().SITE_URL).hostname;

  /**
   * `counts`: a security key that counts its signatures. A synced passkey (iCloud, Google) keeps
   * the counter at 0, so only the spent challenge stops a replayed answer: the default here.
   */
  constructor(private readonly counts = false) {}

  get id(): string {
    return isoBase64URL.fromBuffer(new Uint8Array(this.credentialId));
  }

  private authenticatorData(flags: number, attested: Buffer = Buffer.alloc(0)): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), counter, attested]);
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  private cosePublicKey(): Uint8Array {
    const { x, y } = this.keys.publicKey.export({ format: 'jwk' });
    // COSE_Key: kty EC2, alg ES256, crv P-256, x, y (RFC 9053 §7.1).
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(x!)],
        [-3, isoBase64URL.toBuffer(y!)],
      ]),
    );
  }

  create(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.cosePublicKey()]);
    const authData = this.authenticatorData(FLAGS.userPresent | FLAGS.userVerified | FLAGS.attestedData, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(new Uint8Array(this.clientData('webauthn.create', options.challenge))),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  get(options: PublicKeyCredentialRequestOptionsJSON): AuthenticationResponseJSON {
    if (this.counts) this.counter += 1;
    const authData = this.authenticatorData(FLAGS.userPresent | FLAGS.userVerified);
    const clientData = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), { key: this.keys.privateKey, dsaEncoding: 'der' });
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(new Uint8Array(clientData)),
        authenticatorData: isoBase64URL.fromBuffer(new Uint8Array(authData)),
        signature: isoBase64URL.fromBuffer(new Uint8Array(signature)),
      },
      clientExtensionResults: {},
    };
  }
}
