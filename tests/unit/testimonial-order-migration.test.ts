import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

// A database from before the display order existed, upgraded by the app's own migration files.

const FOLDER = path.join(process.cwd(), 'lib', 'db', 'migrations');
const { entries } = JSON.parse(readFileSync(path.join(FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const tags = entries.map((entry) => entry.tag);
const ORDER_MIGRATION = tags.indexOf('0004_testimonial_order');

async function migrate(db: PGlite, tag: string): Promise<void> {
  for (const statement of readFileSync(path.join(FOLDER, `${tag}.sql`), 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

it('gives the testimonials already stored the order they were listed in: newest first', async () => {
  const db = new PGlite();
  try {
    for (const tag of tags.slice(0, ORDER_MIGRATION)) await migrate(db, tag);
    await db.exec(`
      insert into testimonials (client_name, role, company, project_type, testimonial, rating, created_at) values
        ('Oldest', 'r', 'c', 'p', 't', 5, '2023-05-01T00:00:00Z'),
        ('Newest', 'r', 'c', 'p', 't', 5, '2025-02-01T00:00:00Z'),
        ('Middle', 'r', 'c', 'p', 't', 4, '2024-09-01T00:00:00Z')`);
    await migrate(db, tags[ORDER_MIGRATION]!);
    const { rows } = await db.query('select client_name, sort_order from testimonials order by sort_order');
    expect(rows).toEqual([
      { client_name: 'Newest', sort_order: 0 },
      { client_name: 'Middle', sort_order: 1 },
      { client_name: 'Oldest', sort_order: 2 },
    ]);
  } finally {
    await db.close();
  }
});
