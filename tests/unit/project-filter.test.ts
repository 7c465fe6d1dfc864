import { matchesFilter, PROJECT_FILTERS, type ProjectFilter } from '@/components/projects/project-filter';
import { categoryMessageKey } from '@/components/projects/project-category';
import { tagMessageKey } from '@/components/projects/project-tag';
import { PROJECT_TAGS } from '@/lib/projects/options';
import en from '@/messages/en.json';
import no from '@/messages/no.json';

const shownUnder = (filter: ProjectFilter, categories: string[]) => categories.filter((category) => matchesFilter(category, filter));

const CATEGORIES = ['Branding', 'Website Design', 'Branding & Website', 'E-commerce', 'Digital Marketing', 'Logo Design', 'UI/UX Design'];

describe('project category filter', () => {
  it('offers the documented filters, starting with all', () => {
    expect(PROJECT_FILTERS).toEqual(['all', 'Branding', 'Website', 'Branding & Website', 'E-commerce']);
  });

  it('shows every project under all', () => {
    expect(shownUnder('all', [...CATEGORIES, 'Something Else', ''])).toEqual([...CATEGORIES, 'Something Else', '']);
  });

  it('matches a category that contains the filter value', () => {
    expect(shownUnder('Branding', CATEGORIES)).toEqual(['Branding', 'Branding & Website']);
    expect(shownUnder('Website', CATEGORIES)).toEqual(['Website Design', 'Branding & Website']);
    expect(shownUnder('Branding & Website', CATEGORIES)).toEqual(['Branding & Website']);
    expect(shownUnder('E-commerce', CATEGORIES)).toEqual(['E-commerce']);
  });

  it('ignores case', () => {
    expect(matchesFilter('WEBSITE REDESIGN', 'Website')).toBe(true);
    expect(matchesFilter('e-commerce', 'E-commerce')).toBe(true);
    expect(matchesFilter('branding & website', 'Branding & Website')).toBe(true);
  });

  it('does not match a category without the value', () => {
    expect(matchesFilter('Logo Design', 'Branding')).toBe(false);
    expect(matchesFilter('Ecommerce', 'E-commerce')).toBe(false);
    expect(matchesFilter('Web Design', 'Website')).toBe(false);
  });
});

describe('category names', () => {
  it('knows the nine categories of the admin form, in any case', () => {
    expect(categoryMessageKey('Branding & Website')).toBe('brandingWebsite');
    expect(categoryMessageKey('ui/ux design')).toBe('uiUxDesign');
    expect(categoryMessageKey(' Website Design ')).toBe('websiteDesign');
  });

  it('leaves other categories to be shown as stored', () => {
    expect(categoryMessageKey('Illustration')).toBeNull();
  });
});

describe('tag names', () => {
  it('knows every tag of the admin form, with a label in both languages', () => {
    for (const tag of PROJECT_TAGS) {
      const key = tagMessageKey(tag)!;
      expect(key).not.toBeNull();
      expect(typeof en.ProjectCard.tagLabels[key as keyof typeof en.ProjectCard.tagLabels]).toBe('string');
      expect(typeof no.ProjectCard.tagLabels[key as keyof typeof no.ProjectCard.tagLabels]).toBe('string');
    }
    expect(tagMessageKey(' Social Media Design ')).toBe('socialMediaDesign');
  });

  it('leaves other tags to be shown as stored', () => {
    expect(tagMessageKey('watercolour')).toBeNull();
  });
});
