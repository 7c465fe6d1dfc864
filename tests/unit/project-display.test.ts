import { formatProjectDate, isoDay } from '@/components/projects/project-date';
import { hashtag } from '@/components/projects/hashtag';
import { projectAfter } from '@/components/projects/project-after';
import { projectYear } from '@/components/projects/project-year';
import { projectHref } from '@/i18n/paths';

describe('formatProjectDate', () => {
  it('writes the long US date in English', () => {
    expect(formatProjectDate('2024-03-15T00:00:00.000Z', 'en')).toBe('March 15, 2024');
    expect(formatProjectDate('2025-02-14', 'en')).toBe('February 14, 2025');
  });

  it('writes the long Norwegian date in Norwegian', () => {
    expect(formatProjectDate('2024-03-15T00:00:00.000Z', 'no')).toBe('15. mars 2024');
    expect(formatProjectDate('2024-09-18T00:00:00.000Z', 'no')).toBe('18. september 2024');
  });

  it('keeps the stored day whatever the server time zone', () => {
    expect(formatProjectDate('2024-01-01T00:00:00.000Z', 'en')).toBe('January 1, 2024');
    expect(formatProjectDate('2023-12-31T23:30:00.000Z', 'no')).toBe('31. desember 2023');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatProjectDate('not a date', 'en')).toBeNull();
  });

  it('gives the machine-readable day for <time>', () => {
    expect(isoDay('2024-03-15T00:00:00.000Z')).toBe('2024-03-15');
  });
});

describe('project display helpers', () => {
  it('takes the year from the completion date, else the year field', () => {
    expect(projectYear({ completion_date: '2023-11-03T00:00:00.000Z', year: 2022 })).toBe(2023);
    expect(projectYear({ completion_date: null, year: 2022 })).toBe(2022);
    expect(projectYear({ completion_date: null, year: null })).toBeNull();
  });

  it('links by slug, or by id when there is no slug', () => {
    expect(projectHref({ slug: 'luna', id: 'a1' })).toBe('/projects/luna');
    expect(projectHref({ slug: '', id: 'a1' })).toBe('/projects/a1');
  });

  it('writes tags as hashtags without spaces, each word capitalised', () => {
    expect(hashtag('branding')).toBe('#Branding');
    expect(hashtag('social media design')).toBe('#SocialMediaDesign');
    expect(hashtag(' design for sosiale medier ')).toBe('#DesignForSosialeMedier');
  });
});

describe('projectAfter', () => {
  const portfolio = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

  it('gives the next project, and the first after the last', () => {
    expect(projectAfter(portfolio, { id: 'a' })).toEqual({ id: 'b' });
    expect(projectAfter(portfolio, { id: 'c' })).toEqual({ id: 'a' });
  });

  it('gives the first project for one not in the list (a previewed draft)', () => {
    expect(projectAfter(portfolio, { id: 'draft' })).toEqual({ id: 'a' });
  });

  it('gives none when the portfolio has no other project', () => {
    expect(projectAfter([{ id: 'a' }], { id: 'a' })).toBeNull();
    expect(projectAfter([], { id: 'draft' })).toBeNull();
  });
});
