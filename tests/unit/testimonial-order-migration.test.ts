import { MIGRATION_SERVERS, MIGRATION_TAGS } from '../support/migration-steps';

// A database from before the display order existed, upgraded by the app's own migration files.

const ORDER_MIGRATION = MIGRATION_TAGS.indexOf('0004_testimonial_order');

describe.each(MIGRATION_SERVERS)('on %s', (_name, open) => {
  it('gives the testimonials already stored the order they were listed in: newest first', async () => {
    const db = await open();
    try {
      await db.migrate(0, ORDER_MIGRATION);
      await db.exec(`
        insert into testimonials (client_name, role, company, project_type, testimonial, rating, created_at) values
          ('Oldest', 'r', 'c', 'p', 't', 5, '2023-05-01T00:00:00Z'),
          ('Newest', 'r', 'c', 'p', 't', 5, '2025-02-01T00:00:00Z'),
          ('Middle', 'r', 'c', 'p', 't', 4, '2024-09-01T00:00:00Z')`);
      await db.migrate(ORDER_MIGRATION, ORDER_MIGRATION + 1);
      expect(await db.rows('select client_name, sort_order from testimonials order by sort_order')).toEqual([
        { client_name: 'Newest', sort_order: 0 },
        { client_name: 'Middle', sort_order: 1 },
        { client_name: 'Oldest', sort_order: 2 },
      ]);
    } finally {
      await db.close();
    }
  }, 60_000);
});
