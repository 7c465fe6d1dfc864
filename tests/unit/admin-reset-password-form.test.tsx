/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResetPasswordForm } from '@/components/admin/auth/reset-password-form';
import { PASSWORD_RESET_NAMESPACES } from '@/lib/admin/namespaces';
import { jsonResponse, mockAdminNetwork, renderAdmin } from '../support/admin-ui';

// A mailed reset link's page (and through it the invitation page's shared part,
// components/admin/auth/use-link-password.ts): the link is read first, a weak password is refused
// at its field, a link spent meanwhile says so, and a saved one leads to the sign-in.

const fetchMock = mockAdminNetwork();
const TOKEN = 'T'.repeat(43);
const LINK = { email: 'kari@example.com' };

async function choose(password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('New password again'), password);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('the reset link’s page', () => {
  it('refuses a weak password at its field, then saves a strong one and leads to the sign-in', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, LINK))
      .mockResolvedValueOnce(jsonResponse(400, { detail: 'password: too weak', reason: 'passwordWeak', field: 'password' }));
    renderAdmin(<ResetPasswordForm token={TOKEN} />, PASSWORD_RESET_NAMESPACES);
    expect(await screen.findByText('For kari@example.com.')).toBeInTheDocument();
    await choose('password123456');
    expect(await screen.findByText(/This password is too easy to guess/)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');

    fetchMock.mockResolvedValueOnce(jsonResponse(204));
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('New password again'));
    await choose('lantern-orbit-saffron-quiver');
    expect(await screen.findByText('Your password is changed. Sign in with it now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/admin/login');
    const [path, init] = fetchMock.mock.calls[2] as [string, RequestInit];
    expect([path, init.method, JSON.parse(init.body as string)]).toEqual([
      `/api/admin/password-reset/${TOKEN}`,
      'POST',
      { password: 'lantern-orbit-saffron-quiver' },
    ]);
  });

  it('says so when the link expires before the password is saved, and offers a new one', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, LINK))
      .mockResolvedValueOnce(jsonResponse(410, { detail: 'This link has expired.', reason: 'linkExpired' }));
    renderAdmin(<ResetPasswordForm token={TOKEN} />, PASSWORD_RESET_NAMESPACES);
    await choose('lantern-orbit-saffron-quiver');
    expect(await screen.findByText('This link has expired. Ask for a new one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/admin/reset-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
