/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectsManagement } from '@/components/admin/projects/projects-section';
import { AdminGuard, useAdmin } from '@/components/admin/shell/admin-guard';
import { jsonResponse, renderAdmin } from '../support/admin-ui';

const mockReplace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: mockReplace }),
  usePathname: () => '/admin',
  useSearchParams: () => new URLSearchParams('tab=projects'),
}));

const fetchMock = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  jest.restoreAllMocks();
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

function Protected() {
  const { username, logout } = useAdmin();
  return (
    <button type="button" onClick={() => void logout()}>
      Signed in as {username}
    </button>
  );
}

function renderGuard() {
  renderAdmin(
    <AdminGuard>
      <Protected />
    </AdminGuard>,
  );
  return userEvent.setup();
}

describe('admin guard', () => {
  it('shows Checking your sign-in... with a spinner while the session is checked', () => {
    fetchMock.mockReturnValueOnce(new Promise(() => {}));
    renderGuard();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in...');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/verify', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('shows the protected content with the username once verified', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { username: 'ingrid' }));
    renderGuard();
    expect(await screen.findByRole('button', { name: 'Signed in as ingrid' })).toBeInTheDocument();
    expect(mockReplace).not.toHaveBeenCalled();
  });

  it.each([
    ['a 401', () => fetchMock.mockResolvedValueOnce(jsonResponse(401, { detail: 'Not authenticated' }))],
    ['a network error', () => fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))],
  ])('after %s it logs the failure once and replaces the page with the login, remembering it', async (_case, answer) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    answer();
    renderGuard();
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/admin/login?next=%2Fadmin%3Ftab%3Dprojects'));
    expect(mockReplace).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Auth check failed', expect.any(Error));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('logs out: ends the session on the server, then goes to the login page', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { username: 'ingrid' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(204));
    const user = renderGuard();
    await user.click(await screen.findByRole('button', { name: 'Signed in as ingrid' }));
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/admin/login'));
    expect(fetchMock).toHaveBeenLastCalledWith('/api/admin/logout', expect.objectContaining({ method: 'POST' }));
  });

  it("checks the session again when a section's list is refused with 401, and leaves for the login page", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    let verified = false;
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api/admin/verify') {
        // The session was valid when the page opened and has expired since.
        if (verified) return jsonResponse(401, { detail: 'Not authenticated' });
        verified = true;
        return jsonResponse(200, { username: 'ingrid' });
      }
      return jsonResponse(401, { detail: 'Not authenticated' });
    });
    renderAdmin(
      <AdminGuard>
        <ProjectsManagement />
      </AdminGuard>,
    );
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/admin/login?next=%2Fadmin%3Ftab%3Dprojects'));
    expect(error).toHaveBeenCalledWith('Failed to fetch projects', expect.any(Error));
    expect(error).toHaveBeenCalledWith('Auth check failed', expect.any(Error));
  });
});
