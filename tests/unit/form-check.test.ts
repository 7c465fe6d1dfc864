import { DEFAULT_LOCALE, TRANSLATION_LOCALES } from '@/i18n/localized';
import { checkShape } from '@/lib/forms/check';
import { choice, gallery, galleryText, number, plain, text } from '@/lib/forms/fields';

// The form's own check of a description (lib/forms/check.ts): the rules the API's schema applies,
// named so the admin's messages can word them in the admin's language.

const other = TRANSLATION_LOCALES[0]!;
const shape = {
  title: text(20),
  slug: plain(40, { format: 'slug', from: 'title' }),
  category: choice(['a', 'b']),
  year: number(1900, 2100, { optional: true }),
  picture: plain(200, { format: 'picture' }),
  picture_alt: text(30, { optional: true, altOf: 'picture' }),
  pictures: gallery(5, { alt: 'pictures_alt' }),
  pictures_alt: galleryText('pictures', 30, { required: true }),
  email: plain(80, { format: 'email', optional: true }),
};
const valid = {
  title: { [DEFAULT_LOCALE]: 'Bloom' },
  slug: 'bloom',
  category: 'a',
  year: null,
  picture: '/uploads/a.webp',
  picture_alt: { [DEFAULT_LOCALE]: 'A jar' },
  pictures: ['/uploads/b.webp'],
  pictures_alt: { [DEFAULT_LOCALE]: ['A lid'] },
  email: '',
};

describe('checkShape', () => {
  it('finds nothing wrong with valid values, an empty optional number and e-mail included', () => {
    expect(checkShape(shape, valid)).toEqual([]);
  });

  it('names each rule at its field, in the order of the description', () => {
    const problems = checkShape(shape, {
      ...valid,
      title: { [DEFAULT_LOCALE]: '  ', [other]: 'x'.repeat(21) },
      slug: 'Bloom Studio',
      category: '',
      year: 1800,
      picture_alt: null,
      pictures_alt: { [DEFAULT_LOCALE]: [''] },
      email: 'not an address',
    });
    expect(problems).toEqual([
      { key: 'title', rule: 'required' },
      { key: `title.${other}`, rule: 'tooLong', values: { max: 20 } },
      { key: 'slug', rule: 'slug' },
      { key: 'category', rule: 'choose' },
      { key: 'year', rule: 'range', values: { min: 1900, max: 2100 } },
      { key: 'picture_alt', rule: 'altText' },
      { key: 'pictures_alt', rule: 'galleryAlt' },
      { key: 'email', rule: 'email' },
    ]);
  });

  it('asks for an alt text only once there is a picture, and for gallery texts only of pictures there are', () => {
    expect(checkShape(shape, { ...valid, picture: '', picture_alt: null, pictures: [], pictures_alt: {} })).toEqual([
      { key: 'picture', rule: 'required' },
    ]);
  });
});
