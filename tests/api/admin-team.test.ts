import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { POST as changePassword } from '@/app/api/admin/account/password/route';
import { PATCH as changeAccount } from '@/app/api/admin/account/route';
import { GET as audit } from '@/app/api/admin/audit/route';
import { GET as auditCsv } from '@/app/api/admin/audit/export/route';
import { GET as peekInvitation, POST as acceptInvitation } from '@/app/api/admin/invitations/[token]/route';
import { POST as login } from '@/app/api/admin/login/route';
import { POST as requestReset } from '@/app/api/admin/password-reset/route';
import { POST as completeReset } from '@/app/api/admin/password-reset/[token]/route';
import { PUT as putSecurity } from '@/app/api/admin/security-settings/route';
import { GET as listSessions } from '@/app/api/admin/sessions/route';
import { DELETE as endSession } from '@/app/api/admin/sessions/[id]/route';
import { DELETE as removeUser, PATCH as patchUser } from '@/app/api/admin/users/[id]/route';
import { GET as listUsers, POST as inviteUser } from '@/app/api/admin/users/route';
import { GET as verify } from '@/app/api/admin/verify/route';
import { resetRequestsSettled } from '@/lib/auth/password-reset';
import { getDb } from '@/lib/db/client';
import { adminPasswordResets, adminUsers, mailOutbox } from '@/lib/db/schema';
import { params, send } from '../support/api';
import { adminToken, bearer, freshIp } from '../support/admin';
import { firstOwner, newPerson, STRONG_PASSWORD, tokenOf, withTotp } from '../support/team';

// Accounts, roles, links, two-factor, sessions and the audit trail through their route handlers
// (docs/admin.md#team). The role of every endpoint is held by admin-roles.test.ts.

const signIn = (json: Record<string, unknown>, headers: Record<string, string> = {}) =>
  send(login, '/api/admin/login', { method: 'POST', json, headers: { 'x-forwarded-for': freshIp(), ...headers } });
const tokenOfAnswer = (answer: { body: unknown }) => (answer.body as { access_token: string }).access_token;
const detail = (answer: { body: unknown }) => (answer.body as { detail: string }).detail;
const mailTo = async (recipient: string) => (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));

let owner: Record<string, string>;
beforeAll(async () => {
  owner = bearer(await adminToken());
});

describe('invitations', () => {
  it('invites by e-mail in the invitee language, accepts once, and signs the new editor in', async () => {
    const email = 'nora.invited@studio.example';
    const invited = await send(inviteUser, '/api/admin/users', {
      method: 'POST',
      headers: owner,
      json: { email, role: 'editor', locale: 'no' },
    });
    expect(invited.status).toBe(201);
    const { invitation_url } = invited.body as { invitation_url: string };
    expect(invitation_url).toMatch(/^http:\/\/localhost:\d+\/admin\/invitation\/[\w-]{43}$/);
    const [mail] = await mailTo(email);
    expect(mail?.subject).toMatch(/invitert/);
    expect(mail?.textBody).toContain(invitation_url);

    const token = tokenOf(invitation_url);
    const path = `/api/admin/invitations/${token}`;
    expect((await send(peekInvitation, path, {}, params({ token }))).body).toMatchObject({ email, role: 'editor' });
    const weak = await send(acceptInvitation, path, { method: 'POST', json: { password: 'password123456' } }, params({ token }));
    expect(weak).toMatchObject({ status: 400, body: { reason: 'passwordWeak', field: 'password' } });
    const accepted = await send(acceptInvitation, path, { method: 'POST', json: { password: STRONG_PASSWORD } }, params({ token }));
    expect(accepted).toMatchObject({ status: 201, body: { username: email } });
    const reused = await send(acceptInvitation, path, { method: 'POST', json: { password: STRONG_PASSWORD } }, params({ token }));
    expect(reused).toMatchObject({ status: 404, body: { reason: 'linkInvalid' } });

    const session = await signIn({ username: email.toUpperCase(), password: STRONG_PASSWORD });
    expect(session.status).toBe(200);
    const me = await send(verify, '/api/admin/verify', { headers: bearer(tokenOfAnswer(session)) });
    expect(me.body).toMatchObject({ username: email, role: 'editor', locale: 'no', two_factor: false });
  });

  it('refuses a second invitation of the same address, and an expired link', async () => {
    const email = 'twice@studio.example';
    expect((await send(inviteUser, '/api/admin/users', { method: 'POST', headers: owner, json: { email, role: 'editor' } })).status).toBe(
      201,
    );
    const again = await send(inviteUser, '/api/admin/users', {
      method: 'POST',
      headers: owner,
      json: { email: 'TWICE@studio.example', role: 'owner' },
    });
    expect(again).toMatchObject({ status: 409, body: { reason: 'emailTaken', email } });
    const { invitations } = (await send(listUsers, '/api/admin/users', { headers: owner })).body as { invitations: { email: string }[] };
    expect(invitations.filter((invitation) => invitation.email === email)).toHaveLength(1);
  });
});

describe('roles', () => {
  it('keeps the last owner: neither demoted nor removed', async () => {
    const me = await firstOwner();
    const demote = await send(
      patchUser,
      `/api/admin/users/${me.id}`,
      { method: 'PATCH', headers: owner, json: { role: 'editor' } },
      params({ id: me.id }),
    );
    expect(demote).toMatchObject({ status: 409, body: { reason: 'lastOwner' } });
    const remove = await send(removeUser, `/api/admin/users/${me.id}`, { method: 'DELETE', headers: owner }, params({ id: me.id }));
    expect(remove.status).toBe(409);
    const [row] = await (await getDb()).select().from(adminUsers).where(eq(adminUsers.id, me.id));
    expect(row?.role).toBe('owner');
  });

  it('lets an owner promote and remove a person, whose sessions then end', async () => {
    const person = await newPerson('editor');
    const [row] = await (await getDb()).select().from(adminUsers).where(eq(adminUsers.email, person.email));
    const id = row!.id;
    const promoted = await send(
      patchUser,
      `/api/admin/users/${id}`,
      { method: 'PATCH', headers: owner, json: { role: 'owner' } },
      params({ id }),
    );
    expect(promoted).toMatchObject({ status: 200, body: { role: 'owner', you: false } });
    expect((await send(removeUser, `/api/admin/users/${id}`, { method: 'DELETE', headers: owner }, params({ id }))).status).toBe(204);
    expect((await send(verify, '/api/admin/verify', { headers: person.auth })).status).toBe(401);
  });
});

describe('passwords', () => {
  it('changes one own password with the current one, ending every other session', async () => {
    const person = await newPerson('editor');
    const other = bearer(await adminToken({ username: person.email, password: person.password }));
    const wrong = await send(changePassword, '/api/admin/account/password', {
      method: 'POST',
      headers: person.auth,
      json: { current_password: 'not it at all', new_password: 'violet-harbour-pepper-kite' },
    });
    expect(wrong).toMatchObject({ status: 400, body: { reason: 'passwordWrong', field: 'current_password' } });
    const weak = await send(changePassword, '/api/admin/account/password', {
      method: 'POST',
      headers: person.auth,
      json: { current_password: person.password, new_password: 'qwerty123456' },
    });
    expect(weak).toMatchObject({ status: 400, body: { reason: 'passwordWeak', field: 'new_password' } });
    const changed = await send(changePassword, '/api/admin/account/password', {
      method: 'POST',
      headers: person.auth,
      json: { current_password: person.password, new_password: 'violet-harbour-pepper-kite' },
    });
    expect(changed.status).toBe(204);
    expect((await send(verify, '/api/admin/verify', { headers: person.auth })).status).toBe(200);
    expect((await send(verify, '/api/admin/verify', { headers: other })).status).toBe(401);
  });

  it('answers a reset the same for a known and an unknown address, and the link works once, for an hour', async () => {
    const person = await newPerson('editor');
    const ask = (email: string) =>
      send(requestReset, '/api/admin/password-reset', { method: 'POST', json: { email }, headers: { 'x-forwarded-for': freshIp() } });
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await ask(email);
      return { answer, ms: performance.now() - started };
    };
    // Alternating, each after the last one's work is done; the work happens after the answer, so
    // both kinds of answer take about the same time.
    const resetsOf = async () =>
      (await getDb())
        .select()
        .from(adminPasswordResets)
        .innerJoin(adminUsers, eq(adminUsers.id, adminPasswordResets.userId))
        .where(eq(adminUsers.email, person.email));
    const known: Awaited<ReturnType<typeof timed>>[] = [];
    const unknown: Awaited<ReturnType<typeof timed>>[] = [];
    // The answer leaves before the link is made: a lookup that held the answer would show in its time.
    known.push(await timed(person.email));
    expect(await resetsOf()).toHaveLength(0);
    await resetRequestsSettled();
    expect(await resetsOf()).toHaveLength(1);
    for (let round = 0; round < 5; round += 1) {
      known.push(await timed(person.email));
      await resetRequestsSettled();
      unknown.push(await timed('nobody-here@studio.example'));
      await resetRequestsSettled();
    }
    expect(unknown[0]!.answer.status).toBe(202);
    expect(unknown[0]!.answer.body).toEqual(known[0]!.answer.body);
    const median = (runs: { ms: number }[]) => runs.map((run) => run.ms).sort((a, b) => a - b)[2]!;
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(25);
    expect(await mailTo('nobody-here@studio.example')).toHaveLength(0);
    const [url] = (await mailTo(person.email)).flatMap((row) => row.textBody.match(/http\S+\/admin\/reset-password\/[\w-]{43}/) ?? []);
    const token = tokenOf(url!);
    const reset = (password: string) =>
      send(completeReset, `/api/admin/password-reset/${token}`, { method: 'POST', json: { password } }, params({ token }));
    expect((await reset('amber-glacier-thimble-north')).status).toBe(204);
    expect(await reset('amber-glacier-thimble-south')).toMatchObject({ status: 404, body: { reason: 'linkInvalid' } });
    expect((await send(verify, '/api/admin/verify', { headers: person.auth })).status).toBe(401);
    expect((await signIn({ username: person.email, password: 'amber-glacier-thimble-north' })).status).toBe(200);

    // A second link, aged past its hour.
    await ask(person.email);
    await resetRequestsSettled();
    const second = (await mailTo(person.email))
      .flatMap((row) => row.textBody.match(/reset-password\/([\w-]{43})/)?.[1] ?? [])
      .find((other) => other !== token)!;
    await (
      await getDb()
    )
      .update(adminPasswordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        and(
          eq(
            adminPasswordResets.userId,
            (await (await getDb()).select().from(adminUsers).where(eq(adminUsers.email, person.email)))[0]!.id,
          ),
        ),
      );
    const late = await send(
      completeReset,
      `/api/admin/password-reset/${second}`,
      { method: 'POST', json: { password: 'amber-glacier-thimble-west' } },
      params({ token: second }),
    );
    expect(late).toMatchObject({ status: 410, body: { reason: 'linkExpired' } });
  });
});

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

describe('sessions', () => {
  it('lists where a person is signed in and ends one, which is signed out at once', async () => {
    const person = await newPerson('editor');
    const phone = tokenOfAnswer(
      await signIn(
        { username: person.email, password: person.password },
        {
          'user-agent':
            'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
        },
      ),
    );
    const { sessions } = (await send(listSessions, '/api/admin/sessions', { headers: person.auth })).body as {
      sessions: { id: string; browser: string | null; current: boolean; user: { username: string } }[];
    };
    expect(sessions.every((session) => session.user.username === person.email)).toBe(true);
    const other = sessions.find((session) => session.browser === 'Safari on iOS')!;
    expect(other.current).toBe(false);
    expect(
      (await send(endSession, `/api/admin/sessions/${other.id}`, { method: 'DELETE', headers: person.auth }, params({ id: other.id })))
        .status,
    ).toBe(204);
    expect((await send(verify, '/api/admin/verify', { headers: bearer(phone) })).status).toBe(401);

    // An editor cannot end the owner's session; the owner can end the editor's.
    const all = (await send(listSessions, '/api/admin/sessions?all=1', { headers: owner })).body as {
      sessions: { id: string; current: boolean; user: { username: string } }[];
    };
    const ownerSession = all.sessions.find((session) => session.current)!;
    expect(
      (
        await send(
          endSession,
          `/api/admin/sessions/${ownerSession.id}`,
          { method: 'DELETE', headers: person.auth },
          params({ id: ownerSession.id }),
        )
      ).status,
    ).toBe(404);
    const editorSession = all.sessions.find((session) => session.user.username === person.email)!;
    expect(
      (
        await send(
          endSession,
          `/api/admin/sessions/${editorSession.id}`,
          { method: 'DELETE', headers: owner },
          params({ id: editorSession.id }),
        )
      ).status,
    ).toBe(204);
    expect((await send(verify, '/api/admin/verify', { headers: person.auth })).status).toBe(401);
  });
});

describe('the audit trail', () => {
  it('records who changed which fields, filters by person and entity, and exports CSV without secrets', async () => {
    const person = await newPerson('editor');
    await send(changeAccount, '/api/admin/account', { method: 'PATCH', headers: person.auth, json: { locale: 'no' } });
    const { POST: createTestimonial } = await import('@/app/api/admin/testimonials/route');
    const { PUT: updateTestimonial } = await import('@/app/api/admin/testimonials/[id]/route');
    const { testimonialInput } = await import('../support/testimonial-input');
    const input = testimonialInput();
    const created = await send(createTestimonial, '/api/admin/testimonials', {
      method: 'POST',
      headers: person.auth,
      json: input,
    });
    const id = (created.body as { id: string }).id;
    await send(
      updateTestimonial,
      `/api/admin/testimonials/${id}`,
      { method: 'PUT', headers: person.auth, json: { ...input, rating: input.rating === 4 ? 5 : 4 } },
      params({ id }),
    );

    const [me] = await (await getDb()).select().from(adminUsers).where(eq(adminUsers.email, person.email));
    const page = await send(audit, `/api/admin/audit?user=${me!.id}&entity=testimonial`, { headers: owner });
    expect(page.status).toBe(200);
    const { entries } = page.body as { entries: { action: string; entity_id: string; fields: string[]; username: string }[] };
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(entries[0]).toMatchObject({ entity_id: id, fields: ['rating'], username: person.email });
    // A second save of the same record soon after joins the same entry.
    await send(
      updateTestimonial,
      `/api/admin/testimonials/${id}`,
      { method: 'PUT', headers: person.auth, json: { ...input, rating: input.rating === 4 ? 5 : 4, company: 'Another company' } },
      params({ id }),
    );
    const again = (await send(audit, `/api/admin/audit?user=${me!.id}&entity=testimonial`, { headers: owner })).body as {
      entries: { action: string; fields: string[] }[];
    };
    expect(again.entries.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(again.entries[0]!.fields).toEqual(['company', 'rating']);

    const csv = await send(auditCsv, `/api/admin/audit/export?user=${me!.id}`, { headers: owner });
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(String(csv.body)).toContain('"testimonial"');
    expect(String(csv.body)).not.toContain(person.password);
    const refused = await send(audit, '/api/admin/audit', { headers: person.auth });
    expect(refused).toMatchObject({ status: 403, body: { reason: 'ownerOnly' } });
  });
});
