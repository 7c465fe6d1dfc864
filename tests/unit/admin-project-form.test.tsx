/** @jest-environment jsdom */
import type { Editor } from '@tiptap/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { adminProject, jsonResponse, setUpProjectForm } from '../support/admin-ui';

jest.mock('sonner', () => ({ toast: { success: jest.fn() } }));

const { fetchMock, onSaved, onClose, renderForm } = setUpProjectForm();

function editorOf(name: string): Editor {
  return (screen.getByRole('textbox', { name }) as HTMLElement & { editor: Editor }).editor;
}

const REQUIRED_MESSAGES = [
  'Title is required',
  'Slug is required',
  'Category is required',
  'Hero image is required',
  'Short description is required',
  'Full description is required',
];

describe('project form', () => {
  it('is a dialog titled for creating, with Create Project', async () => {
    await renderForm();
    expect(screen.getByRole('dialog', { name: 'New project' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Create project' })).toBeEnabled();
    expect(screen.getByLabelText('Title *')).toHaveFocus();
  });

  it('is titled for editing, with Update Project, and prefilled', async () => {
    await renderForm(adminProject({ completion_date: '2024-01-05T00:00:00.000Z', tags: ['branding'] }));
    expect(screen.getByRole('dialog', { name: 'Edit project' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update project' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title *')).toHaveValue('Luna Skincare');
    expect(screen.getByLabelText('Completion date')).toHaveValue('2024-01-05');
    expect(screen.getByRole('button', { name: 'branding' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Hero image' })).toHaveAttribute('src', '/uploads/hero.webp');
  });

  it('closes with Escape, the close button and Cancel', async () => {
    const user = await renderForm();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('proposes the slug from the title until the slug is edited by hand', async () => {
    const user = await renderForm();
    const title = screen.getByLabelText('Title *');
    const slug = screen.getByLabelText('Slug *');
    await user.type(title, 'Bloom & Co. Studio!');
    expect(slug).toHaveValue('bloom-co-studio');
    await user.clear(slug);
    await user.type(slug, 'bloom');
    await user.type(title, ' Two');
    expect(slug).toHaveValue('bloom');
  });

  it('keeps the slug of an existing project when its title changes', async () => {
    const user = await renderForm(adminProject());
    await user.type(screen.getByLabelText('Title *'), ' Relaunch');
    expect(screen.getByLabelText('Slug *')).toHaveValue('luna-skincare');
  });

  it('names the six empty required fields on submit, sends nothing, and clears each error when its field is edited', async () => {
    const user = await renderForm();
    await user.type(screen.getByLabelText('Title *'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    for (const message of REQUIRED_MESSAGES) expect(screen.getByText(message)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    const title = screen.getByLabelText('Title *');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(title).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Full description *' })).toHaveAttribute('aria-invalid', 'true');

    await user.type(title, 'Luna');
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Slug is required')).not.toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('Category is required')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Category *'), 'Branding');
    expect(screen.queryByText('Category is required')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Short description *'), 'Calm');
    expect(screen.queryByText('Short description is required')).not.toBeInTheDocument();
    act(() => {
      editorOf('Full description *').commands.setContent('<p>Story</p>', { emitUpdate: true });
    });
    expect(screen.queryByText('Full description is required')).not.toBeInTheDocument();
    expect(screen.getByText('Hero image is required')).toBeInTheDocument();
  });

  it('counts a rich text without text as empty', async () => {
    const user = await renderForm(adminProject());
    act(() => {
      editorOf('Full description *').commands.setContent('<p></p><p> </p>', { emitUpdate: true });
    });
    await user.click(screen.getByRole('button', { name: 'Update project' }));
    expect(screen.getByText('Full description is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends every field, trimmed, with null for the empty optional ones', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, adminProject()));
    const user = await renderForm(
      adminProject({
        image_gallery: ['/uploads/a.webp'],
        image_gallery_alt: { en: ['A jar'] },
        image_gallery_caption: { no: ['Krukken på nært hold'] },
        tags: ['branding'],
        video_url: null,
      }),
    );
    await user.clear(screen.getByLabelText('Client name'));
    await user.type(screen.getByLabelText('Client name'), '   ');
    await user.type(screen.getByLabelText('Title (Norwegian)'), '  Luna hudpleie ');
    await user.click(screen.getByRole('button', { name: 'fashion' }));
    await user.click(screen.getByLabelText('Featured project'));
    await user.click(screen.getByRole('button', { name: 'Update project' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/projects/p-1');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({
      title: { en: 'Luna Skincare', no: 'Luna hudpleie' },
      slug: 'luna-skincare',
      category: 'Branding',
      featured: true,
      status: 'published',
      hero_image: '/uploads/hero.webp',
      hero_image_alt: { en: 'A cream jar on linen' },
      short_description: { en: 'A calm identity.' },
      full_description: { en: '<p>The whole story.</p>' },
      client_name: null,
      completion_date: '2024-01-05',
      year: 2024,
      project_timeline: null,
      video_url: null,
      image_gallery: ['/uploads/a.webp'],
      image_gallery_alt: { en: ['A jar'], no: [''] },
      image_gallery_caption: { en: [''], no: ['Krukken på nært hold'] },
      tags: ['branding', 'fashion'],
      seo_title: null,
      seo_description: null,
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith('Project updated');
  });

  it('sends the unsaved values to Preview and offers the page in each language', async () => {
    const address = (locale: string) => `/api/admin/preview?slug=luna-skincare&locale=${locale}&edits=1`;
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { url: address('en'), url_no: address('no') }));
    const user = await renderForm(adminProject());
    await user.type(screen.getByLabelText('Title (Norwegian)'), 'Luna hudpleie');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const links = within(await screen.findByRole('status'));
    expect(links.getByRole('link', { name: 'English ↗' })).toHaveAttribute('href', address('en'));
    expect(links.getByRole('link', { name: 'Norwegian ↗' })).toHaveAttribute('href', address('no'));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/admin/projects/preview');
    expect(JSON.parse(init.body as string)).toMatchObject({ title: { en: 'Luna Skincare', no: 'Luna hudpleie' } });
  });

  it('shows the server detail when saving fails, else a generic message', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { detail: 'A project with this slug already exists' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(500));
    const user = await renderForm(adminProject());
    await user.click(screen.getByRole('button', { name: 'Update project' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('A project with this slug already exists'));
    await user.click(screen.getByRole('button', { name: 'Update project' }));
    await waitFor(() => expect(alert).toHaveBeenLastCalledWith('The project could not be saved'));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('offers the documented categories and tags', async () => {
    await renderForm();
    const options = within(screen.getByLabelText('Category *'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options[0]).toBe('Select a category');
    expect(options).toHaveLength(10);
    expect(within(screen.getByRole('group', { name: 'Tags' })).getAllByRole('button')).toHaveLength(15);
    expect(screen.getByLabelText('Video URL')).toHaveAttribute('type', 'url');
    expect(screen.getByRole('tabpanel', { name: /^Norwegian/ })).toBeInTheDocument();
  });
});
