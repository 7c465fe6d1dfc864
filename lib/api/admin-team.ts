import type { Locale } from '@/i18n/routing';
import { JSON_HEADERS, request } from './admin';
import { ACCOUNT_KEY, SECURITY_SETTINGS_KEY, SESSIONS_KEY, TEAM_KEY } from './admin-keys';

// Team accounts, the signed-in person's own account, sessions, the audit trail and the security
// settings (issue 50). The API speaks snake_case; the types here are its answers as they come.

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

export interface Account {
  username: string;
  email: string | null;
  role: Role;
  locale: string | null;
  /** Any second factor: the authenticator app or a passkey. */
  two_factor: boolean;
  authenticator_app: boolean;
  passkeys: Passkey[];
  recovery_codes_left: number;
}

export interface Passkey {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export interface TotpStart {
  secret: string;
  otpauth_url: string;
  /** An `<svg>` made by the server, shown as an image. */
  qr_svg: string;
}

export interface AdminSession {
  id: string;
  user: { id: string; username: string };
  /** "Chrome on macOS". */
  browser: string;
  address: string;
  created_at: string;
  last_seen_at: string;
  current: boolean;
}

export interface AuditEntry {
  id: string | number;
  at: string;
  user_id: string | null;
  username: string;
  action: string;
  entity: string;
  entity_id: string | null;
  fields: string[];
}

export interface AuditPage {
  entries: AuditEntry[];
  next: string | null;
  entities: string[];
  users: { id: string; username: string }[];
}

export interface SecuritySettings {
  require_two_factor: boolean;
  /** Read-only: true in production, where owners always need it. */
  owners_need_two_factor: boolean;
  session_hours: number;
}

const send = (method: string, body?: unknown): RequestInit =>
  body === undefined ? { method, headers: JSON_HEADERS } : { method, headers: JSON_HEADERS, body: JSON.stringify(body) };
const id = (value: string) => encodeURIComponent(value);

// Team (owners)

export const fetchTeam = (): Promise<Team> => request(TEAM_KEY, { headers: JSON_HEADERS });

export const inviteMember = (input: {
  email: string;
  role: Role;
  locale?: Locale;
}): Promise<{ invitation: Invitation; invitation_url: string }> => request(TEAM_KEY, send('POST', input));

export const changeRole = (userId: string, role: Role): Promise<TeamMember> =>
  request(`${TEAM_KEY}/${id(userId)}`, send('PATCH', { role }));

export const removeMember = (userId: string): Promise<void> => request(`${TEAM_KEY}/${id(userId)}`, send('DELETE'));

export const withdrawInvitation = (invitationId: string): Promise<void> =>
  request(`${TEAM_KEY}/invitations/${id(invitationId)}`, send('DELETE'));

// My account (everyone)

export const fetchAccount = (): Promise<Account> => request(ACCOUNT_KEY, { headers: JSON_HEADERS });

export const changeAccountLocale = (locale: Locale): Promise<Account> => request(ACCOUNT_KEY, send('PATCH', { locale }));

export const changePassword = (input: { current_password: string; new_password: string }): Promise<void> =>
  request(`${ACCOUNT_KEY}/password`, send('POST', input));

export const startTotp = (password: string): Promise<TotpStart> => request(`${ACCOUNT_KEY}/totp`, send('POST', { password }));

/** The recovery codes come with a person's first second factor only (null if she had a passkey). */
export const confirmTotp = (code: string): Promise<{ recovery_codes: string[] | null }> =>
  request(`${ACCOUNT_KEY}/totp/confirm`, send('POST', { code }));

export const turnOffTotp = (password: string): Promise<void> => request(`${ACCOUNT_KEY}/totp`, send('DELETE', { password }));

export const renewRecoveryCodes = (password: string): Promise<{ recovery_codes: string[] }> =>
  request(`${ACCOUNT_KEY}/recovery-codes`, send('POST', { password }));

// Sessions

/** Mine; everyone's for an owner who asks with `all`. */
export const fetchSessions = (key: string): Promise<{ sessions: AdminSession[] }> => request(key, { headers: JSON_HEADERS });

export const endSession = (sessionId: string): Promise<void> => request(`${SESSIONS_KEY}/${id(sessionId)}`, send('DELETE'));

// Audit trail (owners)

export const AUDIT_PATH = '/api/admin/audit';

/** The audit trail's filters, as its address carries them (dates YYYY-MM-DD; empty for any). */
export interface AuditFilters {
  user: string;
  entity: string;
  from: string;
  to: string;
}

function auditQuery(filters: AuditFilters, before: string | null = null): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  if (before) query.set('before', before);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** A page of the trail in SWR, by its address: the filters and the cursor it starts before (null for the newest). */
export const auditPageKey = (filters: AuditFilters, before: string | null) => `${AUDIT_PATH}${auditQuery(filters, before)}`;

/** The CSV of every entry the filters find. */
export const auditExportAddress = (filters: AuditFilters) => `${AUDIT_PATH}/export${auditQuery(filters)}`;

export const fetchAuditPage = (key: string): Promise<AuditPage> => request(key, { headers: JSON_HEADERS });

// Security settings (owners)

export const fetchSecuritySettings = (): Promise<SecuritySettings> => request(SECURITY_SETTINGS_KEY, { headers: JSON_HEADERS });

export const saveSecuritySettings = (input: { require_two_factor: boolean; session_hours: number }): Promise<SecuritySettings> =>
  request(SECURITY_SETTINGS_KEY, send('PUT', input));

// Signing in without a session: a reset link, an invitation

const RESET_PATH = '/api/admin/password-reset';
const INVITATION_PATH = '/api/admin/invitations';

/** Always answers the same neutral words, whether or not the address has an account. */
export const askPasswordReset = (email: string): Promise<{ detail: string }> => request(RESET_PATH, send('POST', { email }));

export const readResetLink = (token: string): Promise<{ email: string }> =>
  request(`${RESET_PATH}/${id(token)}`, { headers: JSON_HEADERS });

export const resetPassword = (token: string, password: string): Promise<void> =>
  request(`${RESET_PATH}/${id(token)}`, send('POST', { password }));

export const readInvitation = (token: string): Promise<{ email: string; role: Role; expires_at: string }> =>
  request(`${INVITATION_PATH}/${id(token)}`, { headers: JSON_HEADERS });

export const acceptInvitation = (token: string, password: string): Promise<{ username: string }> =>
  request(`${INVITATION_PATH}/${id(token)}`, send('POST', { password }));
