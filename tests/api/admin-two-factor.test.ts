import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { desc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { POST as passkeyOptions } from '@/app/api/admin/account/passkeys/options/route';
import { POST as addPasskey } from '@/app/api/admin/account/passkeys/route';
import { DELETE as removePasskey } from '@/app/api/admin/account/passkeys/[id]/route';
import { GET as getAccount } from '@/app/api/admin/account/route';
import { DELETE as turnOffTotp } from '@/app/api/admin/account/totp/route';
import { PUT as putSecurity } from '@/app/api/admin/security-settings/route';
import { GET as listSessions } from '@/app/api/admin/sessions/route';
import { GET as verify } from '@/app/api/admin/verify/route';
import { getDb } from '@/lib/db/client';
import { adminAudit, adminUsers } from '@/lib/db/schema';
import { detailOf as detail, params, send } from '../support/api';
import { SoftAuthenticator } from '../support/soft-authenticator';
import { newPerson, signInAs as signIn, withTotp } from '../support/team';

// Two-factor sign-in through the route handlers (docs/security.md#team-accounts): the authenticator
// app's codes and recovery codes, each good once; the studio's requirement; and passkeys, added
// with the password and used at the second step, each challenge answered once. A software
// authenticator signs the passkeys' answers (tests/support/soft-authenticator.ts).

type Auth = Record<string, string>;
interface PasskeyAnswer {
  passkey: { id: string; name: string };
  recovery_codes: string[] | null;
}

const question = (answer: { body: unknown }) => (answer.body as { passkey_options: PublicKeyCredentialRequestOptionsJSON }).passkey_options;
const account = async (auth: Auth) =>
  (await send(getAccount, '/api/admin/account', { headers: auth })).body as {
    two_factor: boolean;
    authenticator_app: boolean;
    passkeys: { id: string }[];
    recovery_codes_left: number;
  };

async function creationOptions(auth: Auth, password: string) {
  const answer = await send(passkeyOptions, '/api/admin/account/passkeys/options', { method: 'POST', headers: auth, json: { password } });
  return answer as { status: number; body: PublicKeyCredentialCreationOptionsJSON & { reason?: string } };
}

const add = (auth: Auth, json: Record<string, unknown>) =>
  send(addPasskey, '/api/admin/account/passkeys', { method: 'POST', headers: auth, json }) as Promise<{
    status: number;
    body: PasskeyAnswer & { reason?: string };
  }>;

const remove = (auth: Auth, id: string, password: string) =>
  send(removePasskey, `/api/admin/account/passkeys/${id}`, { method: 'DELETE', headers: auth, json: { password } }, params({ id }));

/** Adds a passkey made by `key` to the signed-in person. */
async function addKey(person: { auth: Auth; password: string }, key: SoftAuthenticator, name = 'Laptop') {
  const options = await creationOptions(person.auth, person.password);
  return add(person.auth, { name, passkey: key.create(options.body) });
}

describe('two-factor sign-in', () => {
  it('asks for a code, takes each code once, then a recovery code once, and remembers the browser when asked', async () => {
    const person = await newPerson('editor');
    const { secret, recoveryCodes } = await withTotp(person);
    expect(recoveryCodes).toHaveLength(10);
    const credentials = { username: person.email, password: person.password };

    const missing = await signIn(credentials);
    expect(missing).toMatchObject({ status: 401, body: { otp_required: true } });
    const wrongPassword = await signIn({ ...credentials, password: 'wrong password' });
    expect(wrongPassword.body).not.toHaveProperty('otp_required');

    // The confirm spent the current step's code: the next step's code is the first one left.
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const first = await signIn({ ...credentials, otp: next, remember_device: true });
    expect(first.status).toBe(200);
    const replay = await signIn({ ...credentials, otp: next });
    expect(replay).toMatchObject({ status: 401, body: { otp_required: true } });
    expect(detail(replay)).toMatch(/already used/);

    const recovery = await signIn({ ...credentials, recovery_code: recoveryCodes[0]!.toUpperCase() });
    expect(recovery.status).toBe(200);
    expect((await signIn({ ...credentials, recovery_code: recoveryCodes[0]! })).status).toBe(401);

    // The remembered browser sends its cookie back and skips the code.
    const remembered = first.headers.get('set-cookie')!.match(/studio_2fa=([^;]+)/)![1]!;
    expect((await signIn(credentials, { cookie: `studio_2fa=${remembered}` })).status).toBe(200);
    const [row] = await (await getDb()).select().from(adminUsers).where(eq(adminUsers.email, person.email));
    expect(row!.totpSecret).not.toContain(secret);
    expect(JSON.stringify(row!.recoveryCodes)).not.toContain(recoveryCodes[1]!.replace('-', ''));
  });

  it('makes everyone set up two-factor before anything else once the owners require it', async () => {
    const person = await newPerson('editor');
    const guard = await newPerson('owner');
    const require = (on: boolean) =>
      send(putSecurity, '/api/admin/security-settings', {
        method: 'PUT',
        headers: guard.auth,
        json: { require_two_factor: on, session_hours: 8 },
      });
    // An owner without a second factor would lock herself out: she sets up her own first.
    expect(await require(true)).toMatchObject({ status: 409, body: { reason: 'twoFactorFirst' } });
    await withTotp(guard);
    expect((await require(true)).status).toBe(200);
    try {
      const me = await send(verify, '/api/admin/verify', { headers: person.auth });
      expect(me.body).toMatchObject({ must_set_up_two_factor: true });
      const users = await send(listSessions, '/api/admin/sessions', { headers: person.auth });
      expect(users.status).toBe(200);
      const { GET: projects } = await import('@/app/api/admin/projects/route');
      expect(await send(projects, '/api/admin/projects', { headers: person.auth })).toMatchObject({
        status: 403,
        body: { reason: 'twoFactorSetupRequired' },
      });
      await withTotp(person);
      expect((await send(projects, '/api/admin/projects', { headers: person.auth })).status).toBe(200);
    } finally {
      await require(false);
    }
  });
});

describe('passkeys', () => {
  it('are added with the password, answer each sign-in challenge once, and are removed with the password', async () => {
    const person = await newPerson('editor');
    const key = new SoftAuthenticator();
    const credentials = { username: person.email, password: person.password };

    expect(await creationOptions(person.auth, 'not my password')).toMatchObject({ status: 400, body: { reason: 'passwordWrong' } });
    const options = await creationOptions(person.auth, person.password);
    expect(options.status).toBe(200);
    expect(options.body.rp.id).toBe('localhost');
    // An answer to another question is refused and leaves the open one as it was.
    const forged = await add(person.auth, { name: 'Laptop', passkey: key.create({ ...options.body, challenge: 'b3RoZXI' }) });
    expect(forged).toMatchObject({ status: 400, body: { reason: 'passkeyRefused' } });
    const answer = key.create(options.body);
    const added = await add(person.auth, { name: '  Laptop  ', passkey: answer });
    expect(added.status).toBe(201);
    expect(added.body.passkey.name).toBe('Laptop');
    // The first second factor brings the recovery codes.
    expect(added.body.recovery_codes).toHaveLength(10);
    expect(await add(person.auth, { name: 'Again', passkey: answer })).toMatchObject({ status: 400 });
    expect(await account(person.auth)).toMatchObject({ two_factor: true, authenticator_app: false, recovery_codes_left: 10 });

    // The password alone is answered with a question for this person's passkey only.
    const first = await signIn(credentials);
    expect(first).toMatchObject({ status: 401, body: { otp_required: true, authenticator_app: false } });
    expect(question(first).allowCredentials?.map((allowed) => allowed.id)).toEqual([key.id]);
    const signedIn = await signIn({ ...credentials, passkey: key.get(question(first)) });
    expect(signedIn.status).toBe(200);
    const [entry] = await (
      await getDb()
    )
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.username, person.email))
      .orderBy(desc(adminAudit.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'sign-in', fields: ['passkey'] });

    // A replayed answer, an answer to a replaced question and a stranger's key are all refused.
    const second = await signIn(credentials);
    const replay = key.get(question(second));
    expect((await signIn({ ...credentials, passkey: replay })).status).toBe(200);
    expect((await signIn({ ...credentials, passkey: replay })).status).toBe(401);
    const older = await signIn(credentials);
    await signIn(credentials);
    expect((await signIn({ ...credentials, passkey: key.get(question(older)) })).status).toBe(401);
    const stranger = await signIn(credentials);
    expect((await signIn({ ...credentials, passkey: new SoftAuthenticator().get(question(stranger)) })).status).toBe(401);

    const { id } = added.body.passkey;
    expect(await remove(person.auth, id, 'not my password')).toMatchObject({ status: 400, body: { reason: 'passwordWrong' } });
    expect((await remove(person.auth, id, person.password)).status).toBe(204);
    expect(await account(person.auth)).toMatchObject({ two_factor: false, passkeys: [], recovery_codes_left: 0 });
    expect((await signIn(credentials)).status).toBe(200);
  });

  it('stand beside the authenticator app, and the last second factor stays while the studio requires one', async () => {
    const person = await newPerson('owner');
    const { recoveryCodes } = await withTotp(person);
    const added = await addKey(person, new SoftAuthenticator());
    // She already has recovery codes: a passkey adds none.
    expect(added).toMatchObject({ status: 201, body: { recovery_codes: null } });
    const first = await signIn({ username: person.email, password: person.password });
    expect(first.body).toMatchObject({ authenticator_app: true, passkey_options: { allowCredentials: [expect.anything()] } });

    const require = (on: boolean) =>
      send(putSecurity, '/api/admin/security-settings', {
        method: 'PUT',
        headers: person.auth,
        json: { require_two_factor: on, session_hours: 8 },
      });
    expect((await require(true)).status).toBe(200);
    try {
      // The app goes; the passkey keeps two-factor on, and with it the recovery codes.
      const off = await send(turnOffTotp, '/api/admin/account/totp', {
        method: 'DELETE',
        headers: person.auth,
        json: { password: person.password },
      });
      expect(off.status).toBe(204);
      expect(await account(person.auth)).toMatchObject({ two_factor: true, authenticator_app: false, recovery_codes_left: 10 });
      expect(await remove(person.auth, added.body.passkey.id, person.password)).toMatchObject({
        status: 409,
        body: { reason: 'twoFactorRequired' },
      });
      expect(recoveryCodes).toHaveLength(10);
    } finally {
      await require(false);
    }
  });
});
