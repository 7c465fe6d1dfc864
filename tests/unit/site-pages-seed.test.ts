import { routing } from '@/i18n/routing';
import { seedPage } from '@/lib/db/seed/pages';
import { localizePage } from '@/lib/pages/localize';
import { PAGE_KEYS } from '@/lib/pages/registry';
import { pageSchema } from '@/lib/pages/schema';
import { currencyFor } from '@/lib/shop/products/prices';
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

  // One currency per language on every page: the services' prices in the shop's (kroner on /no).
  it.each(routing.locales)('gives every price on a page in %s in the currency the shop shows there', (locale) => {
    const prices: { page: string; currency: unknown }[] = [];
    const collect = (page: string, value: unknown) => {
      if (typeof value !== 'object' || value === null) return;
      if ('currency' in value && 'amount' in value) prices.push({ page, currency: value.currency });
      else Object.values(value).forEach((inner) => collect(page, inner));
    };
    for (const key of PAGE_KEYS) collect(key, localizePage(key, seedPage(key), locale));
    expect(prices.length).toBeGreaterThanOrEqual(3);
    expect(prices.filter(({ currency }) => currency !== currencyFor(locale))).toEqual([]);
  });
});
