import { bookPage } from '@/lib/db/seed/data/pages/book';
import { MIGRATION_SERVERS, MIGRATION_TAGS } from '../support/migration-steps';

// A database from before the booking page's panel (issue 51), upgraded by the app's own migration
// files: a saved booking page gains the call's words from the seed (the page reads every field of
// its description), the studio's own words stay, and a horizon never changed grows to eight weeks.

const BOOKING_PAGE = MIGRATION_TAGS.indexOf('0021_booking_page');

it('is the migration after the ones before it', () => {
  expect(BOOKING_PAGE).toBeGreaterThan(MIGRATION_TAGS.indexOf('0020_passkeys'));
});

describe.each(MIGRATION_SERVERS)('on %s', (_name, open) => {
  it('gives a saved booking page the call’s words, keeps the studio’s own, and shows eight weeks', async () => {
    const db = await open();
    try {
      await db.migrate(0, BOOKING_PAGE);
      const saved = JSON.stringify({ header: { title: { en: 'Our own title' } }, seo: bookPage.seo });
      const edited = JSON.stringify({ header: { title: { en: 'Draft' } }, call: { title: { en: 'Ours' } } });
      await db.exec(`insert into site_pages (key, draft, published) values ('book', '${edited}', '${saved}')`);
      await db.exec(`insert into site_page_versions (page_key, content) values ('book', '${saved}')`);
      await db.migrate(BOOKING_PAGE, BOOKING_PAGE + 1);

      const [page] = (await db.rows("select draft, published from site_pages where key = 'book'")) as {
        draft: { call: unknown };
        published: { header: unknown; call: unknown };
      }[];
      expect(page!.draft.call).toEqual({ title: { en: 'Ours' } });
      expect(page!.published.header).toEqual({ title: { en: 'Our own title' } });
      expect(page!.published.call).toEqual(bookPage.call);
      const [version] = (await db.rows('select content from site_page_versions')) as { content: { call: unknown } }[];
      expect(version!.content.call).toEqual(bookPage.call);
      expect(await db.rows('select horizon_days from booking_settings')).toEqual([{ horizon_days: 56 }]);
    } finally {
      await db.close();
    }
  }, 60_000);
});
