// Each test file gets an embedded database of its own, migrated and seeded by the app's own code:
// a copy of the run's template (pglite-template.ts), taken before the file's own hooks run. A file
// that sets DATA_DIR itself keeps its folder.
process.env.DATA_DIR = 'memory://';
delete process.env.DATABASE_URL;
delete process.env.SITE_URL;
// The booking form's proof of work at its floor, so a suite solves hundreds of challenges in a second.
process.env.BOOKING_CHALLENGE_MAX_NUMBER = '1000';
// Passwords hashed at a small cost (lib/auth/password.ts); admin-auth-flood.test.ts keeps the full one.
process.env.TEST_PASSWORD_HASH = 'cheap';
