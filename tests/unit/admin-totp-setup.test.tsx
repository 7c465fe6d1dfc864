/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TwoFactorCard } from '@/components/admin/account/two-factor-card';
import type { Account } from '@/lib/api/admin-account';
import { ACCOUNT_NAMESPACES } from '@/lib/admin/namespaces';
import { jsonResponse, mockAdminNetwork, renderAdmin } from '../support/admin-ui';

const fetchMock = mockAdminNetwork();
const ACCOUNT: Account = {
  username: 'kari',
  email: 'kari@example.com',
  role: 'editor',
  locale: 'en',
  two_factor: false,
  authenticator_app: false,
  passkeys: [],
  recovery_codes_left: 0,
};
const CODES = Array.from({ length: 10 }, (_, index) => `code-${index}`);
const START = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/x',
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>',
};

/** Answers each call by its method and address, as the API would. */
function answer(confirm: () => Response) {
  fetchMock.mockImplementation(async (path: string, init: RequestInit = {}) => {
    if (path === '/api/admin/account/totp' && init.method === 'POST') return jsonResponse(200, START);
    if (path === '/api/admin/account/totp/confirm') return confirm();
    return jsonResponse(200, {});
  });
}

describe('setting up two-factor sign-in', () => {
  it('shows the QR code and the key, refuses a wrong code at its field, then shows the recovery codes once', async () => {
    const confirm = jest
      .fn<Response, []>()
      .mockReturnValueOnce(jsonResponse(400, { detail: 'code: wrong', reason: 'codeWrong', field: 'code' }))
      .mockReturnValueOnce(jsonResponse(200, { recovery_codes: CODES }));
    answer(confirm);
    const onChanged = jest.fn();
    renderAdmin(<TwoFactorCard account={ACCOUNT} onChanged={onChanged} />, ACCOUNT_NAMESPACES);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    await user.type(screen.getByLabelText('Your password'), 'my password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(START.qr_svg)}`);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const [, started] = fetchMock.mock.calls.find(([path]) => path === '/api/admin/account/totp') as [string, RequestInit];
    expect(JSON.parse(started.body as string)).toEqual({ password: 'my password' });

    const code = screen.getByLabelText('Code from the app');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(/That code is not right/)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(onChanged).not.toHaveBeenCalled();

    await user.type(code, '222222');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    const sent = fetchMock.mock.calls.filter(([path]) => path === '/api/admin/account/totp/confirm') as [string, RequestInit][];
    expect(sent.map(([, init]) => JSON.parse(init.body as string) as unknown)).toEqual([{ code: '111111' }, { code: '222222' }]);
    expect(onChanged).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    // user-event's own clipboard stands in for the browser's.
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(`${CODES.join('\n')}\n`));
    expect(screen.getByRole('link', { name: 'Download as a text file' })).toHaveAttribute('download', 'recovery-codes.txt');

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('asks for the password before turning it off, and words a wrong one at the field', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { detail: 'password: wrong', reason: 'passwordWrong', field: 'password' }));
    renderAdmin(
      <TwoFactorCard account={{ ...ACCOUNT, two_factor: true, authenticator_app: true, recovery_codes_left: 7 }} onChanged={jest.fn()} />,
      ACCOUNT_NAMESPACES,
    );
    const user = userEvent.setup();
    expect(screen.getByText(/7 recovery codes left/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off the app' }));
    await user.type(screen.getByLabelText('Your password'), 'not it');
    await user.click(screen.getByRole('button', { name: 'Turn off the app' }));
    expect(await screen.findByText('That is not your current password.')).toBeInTheDocument();
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([path, init.method, JSON.parse(init.body as string)]).toEqual(['/api/admin/account/totp', 'DELETE', { password: 'not it' }]);
  });
});
