import { journalPath } from '@/i18n/paths';
import { articleCategory, pageNumber } from '@/lib/journal/list-params';

// The journal's list addresses (docs/behaviour.md#journal): one address per list, none made up.

describe('a list page number in its address', () => {
  it('is a number from 2 on, written as numbers are', () => {
    expect(['2', '9', '10', '9999'].map(pageNumber)).toEqual([2, 9, 10, 9999]);
  });

  it('is nothing for page 1 (the list itself), zero, signs, leading zeros, fractions or words', () => {
    for (const segment of ['1', '0', '01', '-2', '+2', '2.0', '1e3', 'two', '', ' 2', '10000']) expect(pageNumber(segment)).toBeNull();
  });
});

describe('a topic in its address', () => {
  it('is one of the journal topics', () => {
    expect(articleCategory('process')).toBe('process');
    expect(articleCategory('Process')).toBeNull();
    expect(articleCategory('__proto__')).toBeNull();
  });
});

describe('journalPath', () => {
  it('gives page 1 without a page segment, later pages and topics their own', () => {
    expect(journalPath()).toBe('/journal');
    expect(journalPath({ page: 1 })).toBe('/journal');
    expect(journalPath({ page: 3 })).toBe('/journal/page/3');
    expect(journalPath({ category: 'case-story' })).toBe('/journal/category/case-story');
    expect(journalPath({ category: 'case-story', page: 2 })).toBe('/journal/category/case-story/page/2');
  });
});
