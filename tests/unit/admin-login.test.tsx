/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from '@/components/admin/shell/login-form';
import { jsonResponse, renderAdmin } from '../support/admin-ui';

const mockReplace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: mockReplace }) }));

const fetchMock = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
});

function renderForm(next: string | null = null) {
  renderAdmin(<LoginForm next={next} />);
  return { user: userEvent.setup(), submit: () => screen.getByRole('button', { name: 'Sign in' }) };
}

async function signIn(user: ReturnType<typeof userEvent.setup>, username = ' admin ', password = 'studio-admin') {
  await user.type(screen.getByLabelText('Username or e-mail'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('admin login form', () => {
  it('keeps Sign In disabled until both fields have more than spaces', async () => {
    const { user, submit } = renderForm();
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('Username or e-mail'), 'admin');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), '   ');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(submit()).toBeEnabled();
    await user.clear(screen.getByLabelText('Username or e-mail'));
    await user.type(screen.getByLabelText('Username or e-mail'), '  ');
    expect(submit()).toBeDisabled();
  });

  it('posts the trimmed username and the password, and shows Signing In... while it waits', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderForm();
    await signIn(user);
    const busy = screen.getByRole('button', { name: 'Signing in…' });
    expect(busy).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/admin/login');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ username: 'admin', password: 'studio-admin' });
    answer(jsonResponse(200, { access_token: 'token', token_type: 'bearer', username: 'admin' }));
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/admin'));
  });

  it("shows the server's detail in a red box", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { detail: 'Invalid username or password' }));
    const { user } = renderForm();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(mockReplace).not.toHaveBeenCalled();
  });

  it("says 'Sign-in failed' when the server gives no detail", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500));
    const { user } = renderForm();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Sign-in failed$/);
  });

  it("says 'Network error occurred' when the request cannot be made", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderForm();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Network error occurred$/);
  });

  it('removes the old error when signing in again', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { detail: 'Invalid username or password' }));
    fetchMock.mockReturnValueOnce(new Promise(() => {}));
    const { user } = renderForm();
    await signIn(user);
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['/admin?tab=projects', '/admin?tab=projects'],
    ['//evil.example', '/admin'],
    ['https://evil.example/admin', '/admin'],
    ['/admin/login', '/admin'],
    ['/contact', '/admin'],
  ])('after signing in with next=%p it replaces the page with %p', async (next, target) => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { access_token: 'token', token_type: 'bearer', username: 'admin' }));
    const { user } = renderForm(next);
    await signIn(user);
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith(target));
  });

  it('shows and hides the password, naming what the toggle will do', async () => {
    const { user } = renderForm();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
