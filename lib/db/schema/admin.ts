import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/** What a person may open (lib/auth/roles.ts): the owner everything, an editor the content. */
export type AdminRole = 'owner' | 'editor';

// The studio's team (docs/admin.md#team). `username` is the e-mail for invited people; the first
// owner keeps ADMIN_USERNAME. Secrets are stored sealed or hashed, never as typed.
export const adminUsers = pgTable('admin_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull().unique(),
  email: text('email').unique(),
  role: text('role').$type<AdminRole>().notNull().default('editor'),
  /** The person's admin language (screens and the e-mails sent to them); null: the browser's. */
  locale: text('locale'),
  passwordHash: text('password_hash').notNull(),
  /** When the person last chose a password; null while the first owner's is still the configured one. */
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  /** The TOTP secret, sealed with a key from AUTH_SECRET (lib/auth/sealed.ts); null until confirmed. */
  totpSecret: text('totp_secret'),
  /** A secret being set up, kept until its first code is confirmed. */
  totpPendingSecret: text('totp_pending_secret'),
  /** The last accepted code's time step: a code is good once (RFC 6238 §5.2). */
  totpLastStep: integer('totp_last_step'),
  /** HMACs of the unused recovery codes. */
  recoveryCodes: jsonb('recovery_codes')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** Raised whenever the second factor changes, so a browser remembered for the old one is not. */
  twoFactorVersion: integer('two_factor_version').notNull().default(0),
  /** The WebAuthn challenge of a passkey being added or used, spent by the answer (lib/auth/passkeys.ts). */
  passkeyChallenge: text('passkey_challenge'),
  passkeyChallengeExpiresAt: timestamp('passkey_challenge_expires_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// One row per signed-in admin token (its `jti`): signing out revokes the row, so a copied token
// stops working at once instead of living until it expires. Browser and address are shown to the
// person in their list of sessions.
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    address: text('address'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_sessions_user_idx').on(t.userId)],
);

// A person's passkeys (WebAuthn), a second factor beside the authenticator app. The public key is
// the COSE key as base64url; the counter is the authenticator's, where it keeps one (synced
// passkeys answer 0).
export const adminPasskeys = pgTable(
  'admin_passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('admin_passkeys_user_idx').on(t.userId)],
);

/** A single-use link: only the token's hash is kept, so a copy of the database opens nothing. */
const linkColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const adminInvitations = pgTable('admin_invitations', {
  ...linkColumns(),
  email: text('email').notNull(),
  role: text('role').$type<AdminRole>().notNull(),
  locale: text('locale'),
  invitedBy: uuid('invited_by').references(() => adminUsers.id, { onDelete: 'set null' }),
});

export const adminPasswordResets = pgTable(
  'admin_password_resets',
  {
    ...linkColumns(),
    userId: uuid('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
  },
  (t) => [index('admin_password_resets_user_idx').on(t.userId)],
);

// Who changed what (lib/audit). The username is copied, so an entry outlives the person's account.
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    fields: jsonb('fields')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    index('admin_audit_at_idx').on(t.at),
    index('admin_audit_user_idx').on(t.userId, t.at),
    index('admin_audit_entity_idx').on(t.entity, t.at),
  ],
);

// The owners' security settings: one row (id is always true).
export const adminSecuritySettings = pgTable('admin_security_settings', {
  id: boolean('id').primaryKey().default(true),
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  sessionHours: integer('session_hours').notNull().default(8),
  updatedAt: updatedAt(),
});

export type AdminUserRow = typeof adminUsers.$inferSelect;
export type AdminPasskeyRow = typeof adminPasskeys.$inferSelect;
export type AdminAuditRow = typeof adminAudit.$inferSelect;
