import type { Locale } from '@/i18n/routing';
import { JSON_HEADERS, jsonInit, request } from './admin';
import { SECURITY_SETTINGS_KEY, TEAM_KEY } from './admin-keys';

// The team, its security settings and the links that sign a person in without a session
// (docs/admin.md#team-account-and-audit-trail). The API speaks snake_case; the types here are its
// answers as they come. The person's own account: admin-account.ts; the audit trail: admin-audit.ts.

export type Role = 'owner' | 'editor';

/** GET /api/admin/verify: who is signed in, and whether they must set up two-factor sign-in first. */
export interface AdminSessionInfo {
  username: string;
  /** None for the account made from ADMIN_USERNAME before anyone gave it an address. */
  email: string | null;
  role: Role;
  /** None until the person chooses: the browser's cookie, else its language, decides. */
  locale: string | null;
  two_factor: boolean;
  must_set_up_two_factor: boolean;
}

export interface TeamMember {
  id: string;
  username: string;
  email: string | null;
  role: Role;
  locale: string | null;
  two_factor: boolean;
  created_at: string;
  last_seen_at: string | null;
  /** The person signed in now. */
  you: boolean;
}

export interface Invitation {
  id: string;
  email: string;
  role: Role;
  created_at: string;
  expires_at: string;
}

export interface Team {
  users: TeamMember[];
  invitations: Invitation[];
}

export interface SecuritySettings {
  require_two_factor: boolean;
  /** Read-only: true in production, where owners always need it. */
  owners_need_two_factor: boolean;
  session_hours: number;
}

const id = (value: string) => encodeURIComponent(value);

// Team (owners)

export const fetchTeam = (): Promise<Team> => request(TEAM_KEY, { headers: JSON_HEADERS });

export const inviteMember = (input: {
  email: string;
  role: Role;
  locale?: Locale;
}): Promise<{ invitation: Invitation; invitation_url: string }> => request(TEAM_KEY, jsonInit('POST', input));

export const changeRole = (userId: string, role: Role): Promise<TeamMember> =>
  request(`${TEAM_KEY}/${id(userId)}`, jsonInit('PATCH', { role }));

export const removeMember = (userId: string): Promise<void> => request(`${TEAM_KEY}/${id(userId)}`, jsonInit('DELETE'));

export const withdrawInvitation = (invitationId: string): Promise<void> =>
  request(`${TEAM_KEY}/invitations/${id(invitationId)}`, jsonInit('DELETE'));

// Security settings (owners)

export const fetchSecuritySettings = (): Promise<SecuritySettings> => request(SECURITY_SETTINGS_KEY, { headers: JSON_HEADERS });

export const saveSecuritySettings = (input: { require_two_factor: boolean; session_hours: number }): Promise<SecuritySettings> =>
  request(SECURITY_SETTINGS_KEY, jsonInit('PUT', input));

// Signing in without a session: a reset link, an invitation

const RESET_PATH = '/api/admin/password-reset';
const INVITATION_PATH = '/api/admin/invitations';

/** Always answers the same neutral words, whether or not the address has an account. */
export const askPasswordReset = (email: string): Promise<{ detail: string }> => request(RESET_PATH, jsonInit('POST', { email }));

export const readResetLink = (token: string): Promise<{ email: string }> =>
  request(`${RESET_PATH}/${id(token)}`, { headers: JSON_HEADERS });

export const resetPassword = (token: string, password: string): Promise<void> =>
  request(`${RESET_PATH}/${id(token)}`, jsonInit('POST', { password }));

export const readInvitation = (token: string): Promise<{ email: string; role: Role; expires_at: string }> =>
  request(`${INVITATION_PATH}/${id(token)}`, { headers: JSON_HEADERS });

export const acceptInvitation = (token: string, password: string): Promise<{ username: string }> =>
  request(`${INVITATION_PATH}/${id(token)}`, jsonInit('POST', { password }));
