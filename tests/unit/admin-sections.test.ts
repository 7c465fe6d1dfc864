import { sectionOf } from '@/components/admin/shell/sections';

describe('admin sections', () => {
  it('marks the section a path belongs to, the longest match winning over the dashboard', () => {
    expect(sectionOf('/admin')?.label).toBe('dashboard');
    expect(sectionOf('/admin/projects')?.label).toBe('projects');
    expect(sectionOf('/admin/products/123')?.label).toBe('products');
    expect(sectionOf('/admin/productsx')?.label).toBe('dashboard');
    expect(sectionOf('/elsewhere')).toBeUndefined();
  });
});
