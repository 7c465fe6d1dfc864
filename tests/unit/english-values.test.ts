import { englishKeyOf, englishValues, literalPieces, markArguments, messagePattern } from '../support/english-values';

// The Norwegian-voice e2e test finds English by these rules; they must neither miss English nor
// flag words the Norwegian messages use themselves.

describe('English message values', () => {
  it('take ICU arguments (nested ones too) and rich-text tags out of a message', () => {
    expect(literalPieces('Client: {name}')).toEqual(['client:']);
    expect(literalPieces('{count, plural, one {# project} other {# projects}} shown')).toEqual(['shown']);
    expect(literalPieces('Write to <mail>{email}</mail> today')).toEqual(['write to', 'today']);
    expect(markArguments("It''s {n}")).toBe("It's \u0000");
  });

  it('match a filled-in message as a whole', () => {
    expect(messagePattern('Client: {name}')!.test('client: hanne')).toBe(true);
    expect(messagePattern('{name}')).toBeNull();
    expect(messagePattern('Plain text')).toBeNull();
  });

  const values = englishValues({ 'tag watercolour': 'watercolour', 'toast region': 'Notifications {hotkey}' });

  it('find English strings, messages and extras alike, and name their key', () => {
    expect(englishKeyOf('Client: Hanne', values)).toBe('ProjectCard.client');
    expect(englishKeyOf('  watercolour ', values)).toBe('tag watercolour');
    expect(englishKeyOf('luxury', values)).toBe('ProjectCard.tagLabels.luxury');
    expect(englishKeyOf('Notifications alt+T', values)).toBe('toast region');
  });

  it('find the English page texts of the seed content, pieces of its HTML too', () => {
    expect(englishKeyOf('Empowering Female Entrepreneurs', values)).toBe('home.hero.title');
    expect(englishKeyOf('When you contact us:', values)).toBe('privacy-policy.sections.data-we-collect.body');
    expect(englishKeyOf('Vi styrker kvinnelige gründere', values)).toBeNull();
  });

  it('leave Norwegian strings and words both languages share alone', () => {
    expect(englishKeyOf('Kunde: Hanne', values)).toBeNull();
    expect(englishKeyOf('Instagram', values)).toBeNull();
    expect(englishKeyOf('29 $', values)).toBeNull();
  });
});
