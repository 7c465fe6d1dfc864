import { isPublicAdminPath, loginPathFor, safeReturnPath } from '@/lib/admin/return-path';

describe('safeReturnPath', () => {
  it.each(['/admin', '/admin/', '/admin?tab=projects', '/admin/projects/1#gallery'])('returns to the admin page %s', (next) => {
    expect(safeReturnPath(next)).toBe(next);
  });

  it.each([
    [null],
    [''],
    ['//evil.example/admin'],
    ['/\\evil.example'],
    ['https://evil.example/admin'],
    ['javascript:alert(1)'],
    ['/projects'],
    ['/administrator'],
    ['/admin/../projects'],
    ['/admin/%2e%2e/projects'],
    ['/admin/login'],
    ['/admin/login?next=/admin'],
    ['admin'],
  ])('refuses %p and goes to the dashboard', (next) => {
    expect(safeReturnPath(next)).toBe('/admin');
  });

  it('builds the login address that remembers the page', () => {
    expect(loginPathFor('/admin?tab=1')).toBe('/admin/login?next=%2Fadmin%3Ftab%3D1');
  });
});

describe('isPublicAdminPath', () => {
  it.each(['/admin/login', '/admin/reset-password', '/admin/reset-password/abc', '/admin/invitation/abc'])(
    'lets %p through without a session',
    (path) => expect(isPublicAdminPath(path)).toBe(true),
  );

  it.each(['/admin', '/admin/team', '/admin/reset-passwordx', '/admin/invitations'])('guards %p', (path) =>
    expect(isPublicAdminPath(path)).toBe(false),
  );
});
