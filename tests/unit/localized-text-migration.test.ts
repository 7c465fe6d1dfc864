import { MIGRATION_SERVERS, MIGRATION_TAGS } from '../support/migration-steps';

// Rows stored with Norwegian columns (`*_no`) keep every text after the localized-text migration:
// each field becomes one object with a text per language; blank or missing translations are left
// out, and a field empty in both languages stays null.

const LOCALIZED = MIGRATION_TAGS.indexOf('0009_localized_text');

it('is the migration after the ones before it', () => {
  expect(LOCALIZED).toBeGreaterThan(MIGRATION_TAGS.indexOf('0008_contact_messages_created_at'));
});

describe.each(MIGRATION_SERVERS)('on %s', (_name, open) => {
  it('folds every Norwegian column into its field, with its data, and drops it', async () => {
    const db = await open();
    try {
      await db.migrate(0, LOCALIZED);
      await db.exec(`insert into projects (slug, title, title_no, category, short_description, short_description_no,
          full_description, full_description_no, project_timeline, project_timeline_no, image_gallery, image_gallery_alt,
          image_gallery_alt_no, hero_image_alt, hero_image_alt_no, seo_title, seo_title_no, seo_description, seo_description_no)
        values ('bakery', 'Bakery', 'Bakeri', 'Branding', 'Short', 'Kort', '<p>Full</p>', '<p>Hel</p>', '6 weeks', '6 uker',
          '{/a.webp,/b.webp}', '{A loaf,Flour}', '{Et brød,Mel}', 'A shop', 'En butikk', 'SEO', 'SØK', 'Desc', 'Beskr'),
          ('plain', 'Plain', '  ', 'Branding', 'Short', null, 'Full', null, null, null, '{/a.webp}', '{}', '{}', null, null, null, null, null, 'Bare norsk')`);
      await db.exec(`insert into testimonials (client_name, role, role_no, company, project_type, project_type_no, testimonial, testimonial_no, rating)
        values ('Ada', 'Founder', 'Gründer', 'Ada AS', 'Branding', 'Merkevare', 'Great', 'Flott', 5),
          ('Bea', 'Owner', null, 'Bea AS', 'Web', null, 'Good', null, 4)`);
      await db.exec(`insert into digital_products (title, title_no, description, description_no, price_cents, category, subcategory, subcategory_no, deliverable, deliverable_no)
        values ('Kit', 'Sett', 'A kit.', 'Et sett.', 2900, 'Brand Identity Template Collection', 'Logos', 'Logoer', 'Your files', 'Filene dine'),
          ('Pack', null, 'A pack.', null, 1900, 'Brand Identity Template Collection', null, null, 'Files', null)`);

      await db.migrate(LOCALIZED, LOCALIZED + 1);

      expect(
        await db.rows(`select slug, title, short_description, full_description, project_timeline, image_gallery_alt, hero_image_alt,
          seo_title, seo_description from projects order by slug`),
      ).toEqual([
        {
          slug: 'bakery',
          title: { en: 'Bakery', no: 'Bakeri' },
          short_description: { en: 'Short', no: 'Kort' },
          full_description: { en: '<p>Full</p>', no: '<p>Hel</p>' },
          project_timeline: { en: '6 weeks', no: '6 uker' },
          image_gallery_alt: { en: ['A loaf', 'Flour'], no: ['Et brød', 'Mel'] },
          hero_image_alt: { en: 'A shop', no: 'En butikk' },
          seo_title: { en: 'SEO', no: 'SØK' },
          seo_description: { en: 'Desc', no: 'Beskr' },
        },
        {
          slug: 'plain',
          title: { en: 'Plain' },
          short_description: { en: 'Short' },
          full_description: { en: 'Full' },
          project_timeline: null,
          image_gallery_alt: {},
          hero_image_alt: null,
          seo_title: null,
          seo_description: { no: 'Bare norsk' },
        },
      ]);
      expect(await db.rows('select client_name, role, project_type, testimonial from testimonials order by client_name')).toEqual([
        {
          client_name: 'Ada',
          role: { en: 'Founder', no: 'Gründer' },
          project_type: { en: 'Branding', no: 'Merkevare' },
          testimonial: { en: 'Great', no: 'Flott' },
        },
        { client_name: 'Bea', role: { en: 'Owner' }, project_type: { en: 'Web' }, testimonial: { en: 'Good' } },
      ]);
      expect(await db.rows('select title, description, subcategory, deliverable from digital_products order by price_cents desc')).toEqual([
        {
          title: { en: 'Kit', no: 'Sett' },
          description: { en: 'A kit.', no: 'Et sett.' },
          subcategory: { en: 'Logos', no: 'Logoer' },
          deliverable: { en: 'Your files', no: 'Filene dine' },
        },
        { title: { en: 'Pack' }, description: { en: 'A pack.' }, subcategory: null, deliverable: { en: 'Files' } },
      ]);
      const leftover = await db.rows(`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_name like '%\\_no' escape '\\'`);
      expect(leftover).toEqual([]);
      // A new project without alt texts gets the empty object, as the schema declares.
      await db.exec(`insert into projects (slug, title, category, short_description, full_description)
        values ('new', '{"en": "New"}', 'Branding', '{"en": "S"}', '{"en": "F"}')`);
      expect(await db.rows(`select image_gallery_alt from projects where slug = 'new'`)).toEqual([{ image_gallery_alt: {} }]);
    } finally {
      await db.close();
    }
  }, 60_000);
});
