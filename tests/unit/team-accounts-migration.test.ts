import { MIGRATION_SERVERS, MIGRATION_TAGS } from '../support/migration-steps';

// An installation from before accounts (docs/security.md#team-accounts): its one admin becomes the
// first owner, her open session stays open, and the security settings have their row.

const TEAM = MIGRATION_TAGS.indexOf('0019_team_accounts');

describe.each(MIGRATION_SERVERS)('on %s', (_name, open) => {
  it('makes the admin there was an owner and keeps her session', async () => {
    const db = await open();
    try {
      await db.migrate(0, TEAM);
      await db.exec(
        `insert into admin_users (id, username, password_hash) values ('8f0c1c52-0000-4000-8000-000000000001', 'admin', 'scrypt$x')`,
      );
      await db.exec(`insert into admin_sessions (id, user_id, expires_at)
        values ('s1', '8f0c1c52-0000-4000-8000-000000000001', now() + interval '1 hour')`);
      await db.migrate(TEAM, TEAM + 1);
      expect(await db.rows('select username, role, email, recovery_codes, password_changed_at from admin_users')).toEqual([
        { username: 'admin', role: 'owner', email: null, recovery_codes: [], password_changed_at: null },
      ]);
      expect(await db.rows('select id, revoked_at from admin_sessions')).toEqual([{ id: 's1', revoked_at: null }]);
      expect(await db.rows('select require_two_factor, session_hours from admin_security_settings')).toEqual([
        { require_two_factor: false, session_hours: 8 },
      ]);
      // A person added after the migration is an editor unless made an owner.
      await db.exec(`insert into admin_users (username, password_hash) values ('new@studio.example', 'scrypt$y')`);
      expect(await db.rows(`select role from admin_users where username = 'new@studio.example'`)).toEqual([{ role: 'editor' }]);
    } finally {
      await db.close();
    }
  }, 60_000);
});
