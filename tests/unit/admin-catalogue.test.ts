import { readdirSync } from 'node:fs';
import { routing } from '@/i18n/routing';
import { adminSectionNow, adminTextsFolder } from '../support/admin-catalogue';
import { messageLeaves, placeholdersOf, type MessageTree } from '../support/message-leaves';

// The admin's catalogue (messages/admin/<language>/<section>.json): every language the site has
// holds every section file of the default language, with the same keys and arguments, no empty
// text, and messages that parse as ICU; a straight quote would show where a typographic one belongs.

const sections = readdirSync(adminTextsFolder(routing.defaultLocale)).filter((name) => name.endsWith('.json'));
const catalogue = (locale: string, section: string) => messageLeaves(adminSectionNow(locale, section) as MessageTree);
const others = routing.locales.filter((locale) => locale !== routing.defaultLocale);

describe.each(others)('the admin catalogue in %s', (locale) => {
  it('has every section file of the default language, and no other', () => {
    expect(readdirSync(adminTextsFolder(locale)).sort()).toEqual([...sections].sort());
  });

  it.each(sections)('%s has the same keys, arguments and well-formed texts', (section) => {
    const reference = catalogue(routing.defaultLocale, section);
    const texts = catalogue(locale, section);
    expect([...texts.keys()].sort()).toEqual([...reference.keys()].sort());
    const faults: string[] = [];
    for (const [key, text] of texts) {
      if (text.trim() === '') faults.push(`${key} is empty`);
      if (/['"]/.test(text)) faults.push(`${key} has a straight quote`);
      try {
        if (placeholdersOf(text).join() !== placeholdersOf(reference.get(key) ?? '').join()) faults.push(`${key} has other arguments`);
      } catch (error) {
        faults.push(`${key} does not parse as ICU: ${(error as Error).message}`);
      }
    }
    expect(faults).toEqual([]);
  });
});
