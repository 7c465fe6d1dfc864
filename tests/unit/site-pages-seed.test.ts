import { seedPage } from '@/lib/db/seed/pages';
import { localizePage } from '@/lib/pages/localize';
import { PAGE_KEYS } from '@/lib/pages/registry';
import { pageSchema } from '@/lib/pages/schema';
import { seedTexts } from '../support/page-seeds';

// The texts a new site shows before the studio publishes a page (lib/db/seed/pages.ts) are valid
// content, complete in both languages as the messages they came from were (tests/unit/messages.test.ts).

const english = new Map(seedTexts('en'));
const norwegian = new Map(seedTexts('no'));

describe('the seed content', () => {
  it.each(PAGE_KEYS)('of %s is what the page schema accepts', (key) => {
    const result = pageSchema(key).safeParse(seedPage(key));
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.success).toBe(true);
  });

  it('has an English and a Norwegian text for every translated field, none empty', () => {
    expect([...norwegian.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, text] of [...english, ...norwegian]) expect({ path, empty: text.trim() === '' }).toEqual({ path, empty: false });
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{([\w-]+)\}/g)].map((match) => match[1]).sort();
    for (const [path, text] of english)
      expect({ path, names: placeholders(norwegian.get(path) ?? '') }).toEqual({ path, names: placeholders(text) });
  });
});

describe('localizePage', () => {
  it('reads the Norwegian text for Norwegian, and the English one where the Norwegian is missing', () => {
    const content = seedPage('home');
    delete content.hero.title.no;
    const page = localizePage('home', content, 'no');
    expect(page.hero.eyebrow).toBe(content.hero.eyebrow.no);
    expect(page.hero.title).toBe(content.hero.title.en);
    expect(page.services.items.map((item) => item.title)).toEqual(content.services.items.map((item) => item.title.no));
    expect(localizePage('home', content, 'en').hero.eyebrow).toBe(content.hero.eyebrow.en);
  });
});
