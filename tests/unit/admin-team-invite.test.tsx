/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from '@/components/admin/shell/admin-guard';
import { TeamSection } from '@/components/admin/team/team-section';
import { TEAM_NAMESPACES } from '@/lib/admin/namespaces';
import type { Invitation, Team } from '@/lib/api/admin-team';
import { jsonResponse, mockAdminNetwork, renderAdmin } from '../support/admin-ui';

jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: jest.fn() }) }));

const fetchMock = mockAdminNetwork();
const OWNER = { username: 'ingrid', email: 'ingrid@example.com', role: 'owner' as const, mustSetUpTwoFactor: false, logout: jest.fn() };
const TEAM: Team = {
  users: [
    {
      id: 'u-1',
      username: 'ingrid@example.com',
      email: 'ingrid@example.com',
      role: 'owner',
      locale: 'en',
      two_factor: true,
      created_at: '2026-01-01T10:00:00.000Z',
      last_seen_at: '2026-11-29T10:00:00.000Z',
      you: true,
    },
  ],
  invitations: [],
};
const INVITATION: Invitation = {
  id: 'i-1',
  email: 'ola@example.com',
  role: 'editor',
  created_at: '2026-11-30T10:00:00.000Z',
  expires_at: '2026-12-07T10:00:00.000Z',
};
const LINK = 'https://studio.example/admin/invitation/tok3n';

function answer(invite: () => Response) {
  let invited = false;
  fetchMock.mockImplementation(async (path: string, init: RequestInit = {}) => {
    if (path === '/api/admin/users' && init.method === 'POST') {
      const response = invite();
      invited = response.ok;
      return response;
    }
    if (path === '/api/admin/users') return jsonResponse(200, invited ? { ...TEAM, invitations: [INVITATION] } : TEAM);
    if (path === '/api/admin/security-settings')
      return jsonResponse(200, { require_two_factor: false, owners_need_two_factor: true, session_hours: 8 });
    return jsonResponse(404, { detail: 'Not found' });
  });
}

function renderTeam() {
  renderAdmin(
    <AdminContext.Provider value={OWNER}>
      <TeamSection />
    </AdminContext.Provider>,
    TEAM_NAMESPACES,
  );
  return userEvent.setup();
}

describe('inviting someone to the team', () => {
  it('sends the address, role and language, then shows the link with Copy and lists the open invitation', async () => {
    answer(() => jsonResponse(201, { invitation: INVITATION, invitation_url: LINK }));
    const user = renderTeam();
    expect(await screen.findByText('ingrid@example.com')).toBeInTheDocument();

    const form = within(screen.getByRole('region', { name: 'Invite someone' }));
    await user.type(form.getByLabelText('E-mail address'), 'ola@example.com');
    expect(form.getByLabelText('Role')).toHaveValue('editor');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));

    const link = await form.findByLabelText('Invitation link for ola@example.com');
    expect(link).toHaveValue(LINK);
    expect(link).toHaveAttribute('readonly');
    const [, init] = fetchMock.mock.calls.find(([path, call]) => path === '/api/admin/users' && call?.method === 'POST') as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(init.body as string)).toEqual({ email: 'ola@example.com', role: 'editor', locale: 'en' });
    expect(form.getByLabelText('E-mail address')).toHaveValue('');

    await user.click(form.getByRole('button', { name: 'Copy link' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(LINK));

    const open = within(screen.getByRole('region', { name: 'Open invitations' }));
    expect(await open.findByText('ola@example.com')).toBeInTheDocument();
    expect(open.getByRole('button', { name: 'Withdraw the invitation to ola@example.com' })).toBeInTheDocument();
  });

  it('says at the field when the address is already in the team, and checks the address before sending', async () => {
    answer(() => jsonResponse(409, { detail: 'email taken', reason: 'emailTaken', email: 'ingrid@example.com' }));
    const user = renderTeam();
    const form = within(screen.getByRole('region', { name: 'Invite someone' }));
    await user.type(form.getByLabelText('E-mail address'), 'not an address');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(form.getByText('Type an e-mail address like name@example.com.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, call]) => (call as RequestInit | undefined)?.method === 'POST')).toBe(false);

    await user.clear(form.getByLabelText('E-mail address'));
    await user.type(form.getByLabelText('E-mail address'), 'ingrid@example.com');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByText('ingrid@example.com already has an account or an open invitation.')).toBeInTheDocument();
    expect(form.queryByLabelText(/Invitation link/)).not.toBeInTheDocument();
  });
});
