// Each test file runs in its own module registry, so each gets a fresh in-memory database,
// migrated and seeded by the app's own code on first use.
process.env.DATA_DIR = 'memory://';
delete process.env.DATABASE_URL;
delete process.env.SITE_URL;
