import { SLUG_PATTERN, slugFromTitle } from '@/lib/forms/slug';

describe('slugFromTitle', () => {
  it.each([
    ['Hanne Hår & Hud', 'hanne-har-hud'],
    ['Bjørk Café', 'bjork-cafe'],
    ['Ærlig Søm', 'aerlig-som'],
    ['Straße Œuvre', 'strasse-oeuvre'],
    ['Crème brûlée — Studio', 'creme-brulee-studio'],
    ['  Bloom -', 'bloom'],
    ['Luna   Wellness--Brand', 'luna-wellness-brand'],
  ])('%s → %s', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it('drops letters of other scripts by the documented rule', () => {
    expect(slugFromTitle('Studio 北 Light')).toBe('studio-light');
  });
});
