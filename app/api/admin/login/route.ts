import { NextResponse } from 'next/server';
import { deviceCookieName, sessionCookie, sessionCookieAttributes } from '@/lib/auth/cookie';
import { DEVICE_COOKIE_LIFETIME_SECONDS, isKnownDevice, issueDeviceCookie } from '@/lib/auth/device-cookie';
import { loginRequestSchema } from '@/lib/auth/login-request';
import { assertSameOrigin } from '@/lib/auth/same-origin';
import { loginByIp } from '@/lib/auth/login-limits';
import { signIn } from '@/lib/auth/sign-in';
import {
  issueTwoFactorCookie,
  REMEMBERED_TWO_FACTOR_SECONDS,
  rememberedTwoFactor,
  twoFactorCookieName,
} from '@/lib/auth/two-factor-cookie';
import { parseJson } from '@/lib/http/body';
import { handle } from '@/lib/http/handle';
import { errorResponse, NO_STORE, retryLater } from '@/lib/http/responses';
import { clientIp } from '@/lib/http/client-ip';
import { tooManyRequests } from '@/lib/rate-limit/limiter';
import { rememberRefusal } from '@/lib/server/remembered-refusals.mjs';

function throttledDetail(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

const SECOND_FACTOR_NEEDED = 'Confirm with your passkey, the 6-digit code from your authenticator app, or a recovery code.';
const SECOND_FACTOR_WRONG = 'That code or passkey is not right, or it was already used. Please try again.';

const throttled = (retryAfterSeconds: number) => tooManyRequests(retryAfterSeconds, throttledDetail(retryAfterSeconds));

// A cross-site form could otherwise sign the admin's browser into an account of its choosing
// (login CSRF), since the answer sets the session cookie.
export const POST = handle(async (request) => {
  assertSameOrigin(request);
  const ip = clientIp(request);
  // An address over its limit is refused before its body is read or a cookie verified: a flood of
  // refused sign-ins costs a counter lookup each (docs/decisions/cheap-refusals.md).
  const byAddress = await loginByIp.check(ip);
  if (!byAddress.allowed) {
    // The server answers this address's next sign-ins itself until the pause ends (lib/server/remembered-refusals.mjs).
    const { retryAfterSeconds } = byAddress;
    rememberRefusal({ method: 'POST', path: new URL(request.url).pathname, address: ip, retryAfterSeconds, detail: throttledDetail });
    return throttled(retryAfterSeconds);
  }
  const body = await parseJson(request, loginRequestSchema);
  const { username } = body;
  const [knownDevice, remembered] = await Promise.all([isKnownDevice(request, username), rememberedTwoFactor(request)]);
  const result = await signIn({
    username,
    password: body.password,
    otp: body.otp,
    recoveryCode: body.recovery_code,
    passkey: body.passkey,
    remembered,
    ip,
    knownDevice,
    userAgent: request.headers.get('user-agent'),
  });
  if (result.outcome === 'busy')
    return retryLater(503, result.retryAfterSeconds, 'The sign-in is busy. Please try again in a few seconds.');
  if (result.outcome === 'throttled') return throttled(result.retryAfterSeconds);
  // One answer for an unknown username and a wrong password.
  if (result.outcome === 'refused') return errorResponse(401, 'Incorrect username or password');
  if (result.outcome === 'second-factor')
    // Which factors the person has is told only after her password was right.
    return NextResponse.json(
      {
        detail: result.codeGiven ? SECOND_FACTOR_WRONG : SECOND_FACTOR_NEEDED,
        otp_required: true,
        authenticator_app: result.authenticatorApp,
        passkey_options: result.passkeyOptions,
      },
      { status: 401, headers: NO_STORE },
    );

  const response = NextResponse.json(
    { access_token: result.token, token_type: 'bearer', username: result.username },
    { headers: NO_STORE },
  );
  const sessionSeconds = Math.floor((result.expiresAt.getTime() - Date.now()) / 1000);
  response.cookies.set(sessionCookie().name, result.token, sessionCookieAttributes(sessionSeconds));
  if (body.remember_device && result.codeGiven)
    response.cookies.set(
      twoFactorCookieName(),
      await issueTwoFactorCookie(result.userId, result.twoFactorVersion),
      sessionCookieAttributes(REMEMBERED_TWO_FACTOR_SECONDS),
    );
  response.cookies.set(
    deviceCookieName(),
    await issueDeviceCookie(result.username),
    sessionCookieAttributes(DEVICE_COOKIE_LIFETIME_SECONDS),
  );
  return response;
});
