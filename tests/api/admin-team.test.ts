import { eq } from 'drizzle-orm';
import { PATCH as changeAccount } from '@/app/api/admin/account/route';
import { GET as audit } from '@/app/api/admin/audit/route';
import { GET as auditCsv } from '@/app/api/admin/audit/export/route';
import { GET as peekInvitation, POST as acceptInvitation } from '@/app/api/admin/invitations/[token]/route';
import { GET as listSessions } from '@/app/api/admin/sessions/route';
import { DELETE as endSession } from '@/app/api/admin/sessions/[id]/route';
import { DELETE as removeUser, PATCH as patchUser } from '@/app/api/admin/users/[id]/route';
import { GET as listUsers, POST as inviteUser } from '@/app/api/admin/users/route';
import { GET as verify } from '@/app/api/admin/verify/route';
import { getDb } from '@/lib/db/client';
import { adminUsers, mailOutbox } from '@/lib/db/schema';
import { params, send } from '../support/api';
import { adminToken, bearer } from '../support/admin';
import { firstOwner, newPerson, signInAs as signIn, STRONG_PASSWORD, tokenOf } from '../support/team';

// The team through its route handlers (docs/admin.md#team-account-and-audit-trail): invitations,
// roles, sessions and the audit trail. Passwords: admin-passwords.test.ts; two-factor sign-in:
// admin-two-factor.test.ts; the role of every endpoint: admin-roles.test.ts.

const tokenOfAnswer = (answer: { body: unknown }) => (answer.body as { access_token: string }).access_token;
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
