import { MIGRATION_SERVERS, MIGRATION_TAGS } from '../support/migration-steps';

// A database from before the Norwegian deliverable existed, upgraded by the app's own migration files.

const DELIVERABLE_NO = MIGRATION_TAGS.indexOf('0007_product_deliverable_no');

it('is the migration after the ones before it', () => {
  expect(DELIVERABLE_NO).toBeGreaterThan(MIGRATION_TAGS.indexOf('0006_orders_inbox_receipts'));
});

describe.each(MIGRATION_SERVERS)('on %s', (_name, open) => {
  it('keeps the products already stored, English only, and takes a Norwegian deliverable', async () => {
    const db = await open();
    try {
      await db.migrate(0, DELIVERABLE_NO);
      await db.exec(`insert into digital_products (title, description, price_cents, category, deliverable)
        values ('Kit', 'A kit.', 2900, 'Brand Identity Template Collection', 'Your files')`);
      await db.migrate(DELIVERABLE_NO, DELIVERABLE_NO + 1);
      expect(await db.rows('select title, deliverable, deliverable_no from digital_products')).toEqual([
        { title: 'Kit', deliverable: 'Your files', deliverable_no: null },
      ]);
      await db.exec(`update digital_products set deliverable_no = 'Filene dine'`);
      expect(await db.rows('select deliverable_no from digital_products')).toEqual([{ deliverable_no: 'Filene dine' }]);
    } finally {
      await db.close();
    }
  }, 60_000);
});
