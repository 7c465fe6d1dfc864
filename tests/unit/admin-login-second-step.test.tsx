/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from '@/components/admin/shell/login-form';
import { jsonResponse, mockAdminNetwork, renderAdmin } from '../support/admin-ui';

const mockReplace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: mockReplace }) }));
// The browser's passkey prompt: the e2e spec runs the real one against Chromium's virtual authenticator.
const mockStartAuthentication = jest.fn();
jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => true,
  startAuthentication: (options: unknown) => mockStartAuthentication(options),
  WebAuthnError: class extends Error {},
}));

const fetchMock = mockAdminNetwork();
const CODE_NEEDED = { detail: 'A code from your authenticator app is needed.', otp_required: true };
const bodyOf = (call: number) => JSON.parse((fetchMock.mock.calls[call] as [string, RequestInit])[1].body as string) as unknown;

async function passPassword(answer: Record<string, unknown> = CODE_NEEDED) {
  fetchMock.mockResolvedValueOnce(jsonResponse(401, answer));
  renderAdmin(<LoginForm next={null} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username or e-mail'), 'kari@example.com');
  await user.type(screen.getByLabelText('Password'), 'long secret phrase');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('checkbox', { name: 'Remember this browser for 30 days' });
  return user;
}

describe('the second step of signing in', () => {
  it('asks for the app’s 6-digit code without calling it a failure, and sends it with the same username and password', async () => {
    const user = await passPassword();
    const code = screen.getByLabelText('Code from your app');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();

    const verify = screen.getByRole('button', { name: 'Verify' });
    await user.type(code, '12a345');
    expect(verify).toBeDisabled();
    await user.type(code, '6');
    await user.click(screen.getByRole('checkbox', { name: 'Remember this browser for 30 days' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { access_token: 't', token_type: 'bearer', username: 'kari@example.com' }));
    await user.click(verify);

    expect(bodyOf(1)).toEqual({ username: 'kari@example.com', password: 'long secret phrase', otp: '123456', remember_device: true });
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/admin'));
  });

  it('says a wrong code in the admin’s words and empties the field', async () => {
    const user = await passPassword();
    await user.type(screen.getByLabelText('Code from your app'), '000000');
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { detail: 'That code is not right. Please try again.', otp_required: true }));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right. Please try again.');
    expect(screen.getByLabelText('Code from your app')).toHaveValue('');
    expect(mockReplace).not.toHaveBeenCalled();
  });

  it('takes a recovery code instead', async () => {
    const user = await passPassword();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveAttribute('autocomplete', 'off');
    await user.type(field, ' abcd-efgh ');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { access_token: 't', token_type: 'bearer', username: 'kari@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(bodyOf(1)).toEqual({
      username: 'kari@example.com',
      password: 'long secret phrase',
      recovery_code: 'abcd-efgh',
      remember_device: false,
    });
  });

  it('goes back to the first step with “Sign in as someone else”', async () => {
    const user = await passPassword();
    await user.click(screen.getByRole('button', { name: 'Sign in as someone else' }));
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByLabelText('Code from your app')).not.toBeInTheDocument();
  });

  it('offers a passkey alone to a person without the app, sends its answer, and says so when the prompt was closed', async () => {
    const QUESTION = { challenge: 'abc', allowCredentials: [{ id: 'key-1', type: 'public-key' }] };
    const user = await passPassword({ ...CODE_NEEDED, authenticator_app: false, passkey_options: QUESTION });
    expect(screen.queryByLabelText('Code from your app')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();

    mockStartAuthentication.mockRejectedValueOnce(Object.assign(new Error('closed'), { name: 'NotAllowedError' }));
    await user.click(screen.getByRole('button', { name: 'Use your passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The passkey was not used');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const ANSWER = { id: 'key-1', rawId: 'key-1', type: 'public-key', response: {}, clientExtensionResults: {} };
    mockStartAuthentication.mockResolvedValueOnce(ANSWER);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { access_token: 't', token_type: 'bearer', username: 'kari@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Use your passkey' }));
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/admin'));
    expect(mockStartAuthentication).toHaveBeenLastCalledWith({ optionsJSON: QUESTION });
    expect(bodyOf(1)).toEqual({ username: 'kari@example.com', password: 'long secret phrase', passkey: ANSWER, remember_device: false });
  });

  it('offers “Forgot password?” on the first step', () => {
    renderAdmin(<LoginForm next={null} />);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/admin/reset-password');
  });
});
