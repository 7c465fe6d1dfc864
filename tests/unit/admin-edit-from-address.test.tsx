/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { ProjectsManagement } from '@/components/admin/projects/projects-section';
import { TestimonialsSection } from '@/components/admin/testimonials/testimonials-section';
import { adminTestimonial } from '../support/admin-testimonial';
import { adminProject, jsonResponse, mockAdminNetwork, renderAdmin } from '../support/admin-ui';
import { PROJECTS_NAMESPACES, TESTIMONIALS_NAMESPACES } from '@/lib/admin/namespaces';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

// The dashboard's translation links open a record's form in its section: `/admin/projects?edit=<id>`.

const fetchMock = mockAdminNetwork();

const PROJECTS = [adminProject({ id: 'a', title: { en: 'Luna Skincare' } }), adminProject({ id: 'b', title: { en: 'Old Site' } })];

afterEach(() => window.history.replaceState(null, '', '/'));

describe('?edit= in a section’s address', () => {
  it('opens the form of the named record once the list has loaded, and leaves the address without it', async () => {
    window.history.replaceState(null, '', '/admin/projects?edit=b&view=cards#top');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, PROJECTS));
    renderAdmin(<ProjectsManagement />, PROJECTS_NAMESPACES);

    const dialog = await screen.findByRole('dialog', { name: 'Edit project' });
    expect(await within(dialog).findByLabelText('Title')).toHaveValue('Old Site');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/admin/projects?view=cards#top');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('opens nothing for a record that is not in the list, and still takes the parameter away', async () => {
    window.history.replaceState(null, '', '/admin/testimonials?edit=gone');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [adminTestimonial({ id: 't-1' })]));
    renderAdmin(<TestimonialsSection />, TESTIMONIALS_NAMESPACES);

    expect(await screen.findByRole('heading', { name: 'Ingrid Solberg' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves the address and the forms alone without the parameter', async () => {
    window.history.replaceState(null, '', '/admin/testimonials?page=2');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [adminTestimonial({ id: 't-1' })]));
    renderAdmin(<TestimonialsSection />, TESTIMONIALS_NAMESPACES);

    expect(await screen.findByRole('heading', { name: 'Ingrid Solberg' })).toBeInTheDocument();
    expect(window.location.search).toBe('?page=2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
