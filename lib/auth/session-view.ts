import type { AdminIdentity } from './sessions';

/** Who is signed in, as the admin's screens read it (/api/admin/verify and the layout's first rows). */
export const sessionView = (admin: AdminIdentity) => ({
  username: admin.username,
  email: admin.email,
  role: admin.role,
  locale: admin.locale,
  two_factor: admin.twoFactor,
  must_set_up_two_factor: admin.mustSetUpTwoFactor,
});

export type SessionView = ReturnType<typeof sessionView>;
