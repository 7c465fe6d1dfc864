import 'server-only';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { STUDIO_NAME } from '@/lib/site';
import { seal, unseal } from './sealed';

// TOTP (RFC 6238): 6 digits, 30-second steps, one step of clock drift either way. A code is good
// once: the step it matched is stored and later codes must come from a later step (§5.2).

const PURPOSE = 'totp-secret';
const DRIFT_SECONDS = 30;

export interface TotpStart {
  secret: string;
  sealed: string;
  otpauthUrl: string;
  qrSvg: string;
}

export async function startTotp(account: string): Promise<TotpStart> {
  const secret = generateSecret();
  const otpauthUrl = generateURI({ issuer: STUDIO_NAME, label: account, secret });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, sealed: seal(secret, PURPOSE), otpauthUrl, qrSvg };
}

/** The time step `code` matched, or null: wrong, malformed, or not after `afterStep`. */
export async function matchTotp(sealedSecret: string, code: string, afterStep: number | null): Promise<number | null> {
  const secret = unseal(sealedSecret, PURPOSE);
  const token = code.replace(/\s/g, '');
  if (!secret || !/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epochTolerance: DRIFT_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  }).catch(() => null);
  return result?.valid && 'timeStep' in result ? result.timeStep : null;
}
