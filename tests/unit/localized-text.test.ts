import { fromFlatFields, localize, localizeEach } from '@/i18n/localized';
import { localizedList, optionalLocalizedText, requiredLocalizedText } from '@/i18n/localized-input';
import { z } from '@/lib/zod';

const issuesOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('localize', () => {
  it('reads the language asked for, else the default language; blank is missing', () => {
    expect(localize({ en: 'Bakery', no: 'Bakeri' }, 'no')).toBe('Bakeri');
    expect(localize({ en: 'Bakery', no: '  ' }, 'no')).toBe('Bakery');
    expect(localize({ en: 'Bakery' }, 'no')).toBe('Bakery');
    expect(localize(null, 'no')).toBeNull();
    expect(localize({ no: 'Bare norsk' }, 'en')).toBeNull();
  });

  it('reads a list position by position, each with the fallback', () => {
    expect(localizeEach({ en: ['A', 'B', 'C'], no: ['', 'Bé'] }, 'no', 4)).toEqual(['A', 'Bé', 'C', '']);
  });

  it('gathers a record that names translations `<field>_<locale>`', () => {
    expect(fromFlatFields({ title: 'Bakery', title_no: 'Bakeri', other: 'x' }, 'title')).toEqual({ en: 'Bakery', no: 'Bakeri' });
    expect(fromFlatFields({ title: 'Bakery', title_no: null }, 'title')).toEqual({ en: 'Bakery' });
  });
});

describe('requiredLocalizedText', () => {
  const title = requiredLocalizedText('Title is required', 10);

  it('takes an object per language or a plain default-language string, trimmed, blanks dropped', () => {
    expect(title.parse({ en: ' Bakery ', no: ' Bakeri ' })).toEqual({ en: 'Bakery', no: 'Bakeri' });
    expect(title.parse('Bakery')).toEqual({ en: 'Bakery' });
    expect(title.parse({ en: 'Bakery', no: '' })).toEqual({ en: 'Bakery' });
    expect(title.parse({ en: 'Bakery', no: null })).toEqual({ en: 'Bakery' });
  });

  it('refuses a missing default language, an unknown language, a long text and another type, naming the field', () => {
    expect(issuesOf(title.safeParse(undefined))).toEqual([['', 'Title is required']]);
    expect(issuesOf(title.safeParse({ en: ' ', no: 'Bakeri' }))).toEqual([['', 'Title is required']]);
    expect(issuesOf(title.safeParse({ en: 'Bakery', xx: 'Bäckerei' }))).toEqual([['', 'languages must be among: en, no']]);
    expect(issuesOf(title.safeParse({ en: 'Bakery', no: 'Et altfor langt bakeri' }))).toEqual([['no', 'must be at most 10 characters']]);
    expect(issuesOf(title.safeParse(42))).toEqual([['', 'Title is required']]);
    expect(issuesOf(optionalLocalizedText(10).safeParse(42))).toEqual([
      ['', 'must be a text, or an object with one per language (en, no)'],
    ]);
    expect(issuesOf(title.safeParse({ en: 42 }))).not.toEqual([]);
  });
});

describe('optionalLocalizedText', () => {
  const timeline = optionalLocalizedText(20);

  it('is null when absent or blank in every language; a translation alone is kept', () => {
    expect(timeline.parse(undefined)).toBeNull();
    expect(timeline.parse({ en: ' ', no: '' })).toBeNull();
    expect(timeline.parse({ no: '6 uker' })).toEqual({ no: '6 uker' });
  });
});

describe('localizedList', () => {
  const alt = localizedList(z.array(z.string().max(5)).max(2));

  it('takes a list per language or a plain default-language list; absent is none', () => {
    expect(alt.parse(undefined)).toEqual({});
    expect(alt.parse(['A'])).toEqual({ en: ['A'] });
    expect(alt.parse({ en: ['A'], no: ['B'] })).toEqual({ en: ['A'], no: ['B'] });
    expect(issuesOf(alt.safeParse({ no: ['A', 'B', 'C'] }))[0]?.[0]).toBe('no');
  });
});
