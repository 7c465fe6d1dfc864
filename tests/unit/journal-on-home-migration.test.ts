import { homePage } from '@/lib/db/seed/data/pages/home';
import { MIGRATION_SERVERS, MIGRATION_TAGS } from '../support/migration-steps';

// A database from before the journal (issue 53), upgraded by the app's own migration files: a saved
// home page gains the journal section's words from the seed (the page reads every field of its
// description), and the studio's own words stay.

const JOURNAL_ON_HOME = MIGRATION_TAGS.indexOf('0023_journal_on_home');

it('is the migration after the ones before it', () => {
  expect(JOURNAL_ON_HOME).toBeGreaterThan(MIGRATION_TAGS.indexOf('0022_journal'));
});

describe.each(MIGRATION_SERVERS)('on %s', (_name, open) => {
  it('gives a saved home page the journal section’s words and keeps the studio’s own', async () => {
    const db = await open();
    try {
      await db.migrate(0, JOURNAL_ON_HOME);
      const saved = JSON.stringify({ hero: { title: { en: 'Our own title' } }, seo: homePage.seo });
      const edited = JSON.stringify({ hero: { title: { en: 'Draft' } }, journal: { title: { en: 'Ours' } } });
      await db.exec(`insert into site_pages (key, draft, published) values ('home', '${edited}', '${saved}')`);
      await db.exec(`insert into site_page_versions (page_key, content) values ('home', '${saved}')`);
      await db.migrate(JOURNAL_ON_HOME, JOURNAL_ON_HOME + 1);

      const [page] = (await db.rows("select draft, published from site_pages where key = 'home'")) as {
        draft: { journal: unknown };
        published: { hero: unknown; journal: unknown };
      }[];
      expect(page!.draft.journal).toEqual({ title: { en: 'Ours' } });
      expect(page!.published.hero).toEqual({ title: { en: 'Our own title' } });
      expect(page!.published.journal).toEqual(homePage.journal);
      const [version] = (await db.rows('select content from site_page_versions')) as { content: { journal: unknown } }[];
      expect(version!.content.journal).toEqual(homePage.journal);
    } finally {
      await db.close();
    }
  }, 60_000);
});
