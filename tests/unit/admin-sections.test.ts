import { sectionOf, sectionsFor } from '@/components/admin/shell/sections';

describe('admin sections', () => {
  it('marks the section a path belongs to, the longest match winning over the dashboard', () => {
    expect(sectionOf('/admin')?.label).toBe('dashboard');
    expect(sectionOf('/admin/projects')?.label).toBe('projects');
    expect(sectionOf('/admin/products/123')?.label).toBe('products');
    expect(sectionOf('/admin/productsx')?.label).toBe('dashboard');
    expect(sectionOf('/elsewhere')).toBeUndefined();
    // The account is no tab: no tab is current there, the dashboard's neither.
    expect(sectionOf('/admin/account')).toBeUndefined();
  });
});

describe('sections by role', () => {
  it('gives an owner every tab, team and audit trail included', () => {
    expect(sectionsFor('owner').map(({ label }) => label)).toEqual(
      expect.arrayContaining(['orders', 'discounts', 'settings', 'team', 'audit']),
    );
  });

  it('hides orders, discounts, settings, team and the audit trail from an editor', () => {
    expect(sectionsFor('editor').map(({ label }) => label)).toEqual([
      'dashboard',
      'pages',
      'projects',
      'journal',
      'products',
      'testimonials',
      'messages',
      'bookings',
    ]);
  });
});
