import { readingMinutes } from '@/lib/journal/reading-time';

describe('readingMinutes', () => {
  const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

  it('counts words at 200 a minute, rounded up, at least one', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(`<p>${words(200)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${words(201)}</p>`)).toBe(2);
    expect(readingMinutes(`<h2>${words(300)}</h2><ul><li>${words(300)}</li></ul>`)).toBe(3);
  });

  it('counts neither markup nor entities nor lone punctuation as words', () => {
    expect(readingMinutes(`<p class="a b c">${words(150)} &amp; – ${'<br/>'.repeat(500)}</p>${words(50)}`)).toBe(1);
    expect(readingMinutes(`<p>${'ærlig '.repeat(201)}</p>`)).toBe(2);
  });
});
