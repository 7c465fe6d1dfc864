import { MIGRATION_SERVERS, MIGRATION_TAGS } from '../support/migration-steps';

// A database whose services page priced every package in dollars only, upgraded by the app's own
// migration files: each price names dollars and kroner (docs/decisions/page-prices.md).

const PAGE_PRICES = MIGRATION_TAGS.indexOf('0017_page_prices_per_currency');

const services = (prices: unknown[]) =>
  JSON.stringify({ header: { title: { en: 'Services' } }, packages: prices.map((price, index) => ({ id: `p${index}`, price })) });

it('is the migration after the ones before it', () => {
  expect(PAGE_PRICES).toBeGreaterThan(MIGRATION_TAGS.indexOf('0016_pending_bookings_hold_addresses'));
});

describe.each(MIGRATION_SERVERS)('on %s', (_name, open) => {
  it('keeps each dollar price and gives it a kroner price, in the draft, the published page and its versions', async () => {
    const db = await open();
    try {
      await db.migrate(0, PAGE_PRICES);
      const old = services([
        { amount: 2999, currency: 'USD' },
        { amount: 1999.5, currency: 'USD' },
      ]);
      await db.exec(
        `insert into site_pages (key, draft, published) values ('services', '${old}', '${old}'), ('about', '{"packages": 1}', '{}')`,
      );
      await db.exec(`insert into site_page_versions (page_key, content) values ('services', '${old}')`);
      await db.migrate(PAGE_PRICES, PAGE_PRICES + 1);

      const prices = [
        { usd: 2999, nok: 29990 },
        { usd: 1999.5, nok: 20000 },
      ];
      const pages = (await db.rows('select key, draft, published from site_pages order by key')) as {
        key: string;
        draft: { packages: unknown };
        published: unknown;
      }[];
      expect(pages.map((page) => [page.key, page.draft.packages])).toEqual([
        ['about', 1],
        ['services', prices.map((price, index) => ({ id: `p${index}`, price }))],
      ]);
      expect(pages[1]!.published).toEqual(pages[1]!.draft);
      const [version] = (await db.rows('select content from site_page_versions')) as {
        content: { header: unknown; packages: { price: unknown }[] };
      }[];
      expect(version!.content.header).toEqual({ title: { en: 'Services' } });
      expect(version!.content.packages.map((item) => item.price)).toEqual(prices);
    } finally {
      await db.close();
    }
  }, 60_000);
});
