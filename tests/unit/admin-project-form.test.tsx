/** @jest-environment jsdom */
import type { Editor } from '@tiptap/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { projectDescription } from '@/lib/projects/fields';
import { adminProject, jsonResponse, setUpProjectForm } from '../support/admin-ui';

jest.mock('sonner', () => ({ toast: { success: jest.fn() } }));

const { fetchMock, onSaved, onClose, renderForm } = setUpProjectForm();

function editorOf(name: string): Editor {
  return (screen.getByRole('textbox', { name }) as HTMLElement & { editor: Editor }).editor;
}

/** The required fields' controls, each asked to be filled in. */
const REQUIRED = ['Title', 'Slug', 'Category', 'Short description'];
const FILL_IN = 'Fill this in.';
const CHOOSE = 'Choose one.';

describe('project form', () => {
  it('is a dialog titled for creating, with Create Project', async () => {
    await renderForm();
    expect(screen.getByRole('dialog', { name: 'New project' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Create project' })).toBeEnabled();
    expect(screen.getByLabelText('Title')).toHaveFocus();
  });

  it('is titled for editing, with Update Project, and prefilled', async () => {
    await renderForm(adminProject({ completion_date: '2024-01-05T00:00:00.000Z', tags: ['branding'] }));
    expect(screen.getByRole('dialog', { name: 'Edit project' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update project' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Luna Skincare');
    expect(screen.getByLabelText('Completion date (optional)')).toHaveValue('2024-01-05');
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
    const title = screen.getByLabelText('Title');
    const slug = screen.getByLabelText('Slug');
    await user.type(title, 'Bloom & Co. Studio!');
    expect(slug).toHaveValue('bloom-co-studio');
    await user.clear(slug);
    await user.type(slug, 'bloom');
    await user.type(title, ' Two');
    expect(slug).toHaveValue('bloom');
  });

  it('keeps the slug of an existing project when its title changes', async () => {
    const user = await renderForm(adminProject());
    await user.type(screen.getByLabelText('Title'), ' Relaunch');
    expect(screen.getByLabelText('Slug')).toHaveValue('luna-skincare');
  });

  it('names the six empty required fields on submit, sends nothing, and clears each error when its field is edited', async () => {
    const user = await renderForm();
    await user.type(screen.getByLabelText('Title'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    for (const label of REQUIRED) expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription(CHOOSE);
    expect(screen.getByRole('textbox', { name: 'Full description' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(FILL_IN)).toHaveLength(5);
    expect(fetchMock).not.toHaveBeenCalled();

    const title = screen.getByLabelText('Title');
    expect(title).toHaveAccessibleDescription(FILL_IN);
    await waitFor(() => expect(title).toHaveFocus());

    await user.type(title, 'Luna');
    expect(title).toHaveAttribute('aria-invalid', 'false');
    // The slug follows the title, so its message goes too.
    expect(screen.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('Category')).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(screen.getByLabelText('Category'), 'Branding');
    expect(screen.getByLabelText('Category')).toHaveAttribute('aria-invalid', 'false');
    await user.type(screen.getByLabelText('Short description'), 'Calm');
    expect(screen.getByLabelText('Short description')).toHaveAttribute('aria-invalid', 'false');
    act(() => {
      editorOf('Full description').commands.setContent('<p>Story</p>', { emitUpdate: true });
    });
    expect(screen.getByRole('textbox', { name: 'Full description' })).toHaveAttribute('aria-invalid', 'false');
    // The hero image is the one left.
    expect(screen.getAllByText(FILL_IN)).toHaveLength(1);
  });

  it('counts a rich text without text as empty', async () => {
    const user = await renderForm(adminProject());
    act(() => {
      editorOf('Full description').commands.setContent('<p></p><p> </p>', { emitUpdate: true });
    });
    await user.click(screen.getByRole('button', { name: 'Update project' }));
    expect(screen.getByText(FILL_IN)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full description' })).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends every field of the description, as stored or as edited, with null for the blank optional ones (the server trims)', async () => {
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
    await user.clear(screen.getByLabelText('Client name (optional)'));
    await user.type(screen.getByLabelText('Title (Norwegian)'), 'Luna hudpleie');
    await user.click(screen.getByRole('button', { name: 'fashion' }));
    await user.click(screen.getByLabelText('Featured project'));
    await user.click(screen.getByRole('button', { name: 'Update project' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/projects/p-1');
    expect(init.method).toBe('PUT');
    const body = JSON.parse(init.body as string);
    expect(Object.keys(body).sort()).toEqual(Object.keys(projectDescription.fields).sort());
    expect(body).toMatchObject({
      title: { en: 'Luna Skincare', no: 'Luna hudpleie' },
      slug: 'luna-skincare',
      category: 'Branding',
      featured: true,
      status: 'published',
      hero_image: '/uploads/hero.webp',
      client_name: null,
      completion_date: '2024-01-05',
      year: 2024,
      image_gallery: ['/uploads/a.webp'],
      image_gallery_alt: { en: ['A jar'] },
      image_gallery_caption: { no: ['Krukken på nært hold'] },
      tags: ['branding', 'fashion'],
      video_url: null,
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

    const links = within((await screen.findByText('Preview (only you can see it):')).parentElement!);
    expect(links.getByRole('link', { name: 'English ↗' })).toHaveAttribute('href', address('en'));
    expect(links.getByRole('link', { name: 'Norwegian ↗' })).toHaveAttribute('href', address('no'));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/admin/projects/preview');
    expect(JSON.parse(init.body as string)).toMatchObject({ title: { en: 'Luna Skincare', no: 'Luna hudpleie' } });
  });

  it('shows the server detail when saving fails, else a generic message', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { detail: 'A project with this slug already exists' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(500));
    const user = await renderForm(adminProject());
    await user.click(screen.getByRole('button', { name: 'Update project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A project with this slug already exists');
    await user.click(screen.getByRole('button', { name: 'Update project' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The changes could not be saved. Try again.'));
    expect(screen.getByRole('alert')).toHaveTextContent('The project was not saved');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('offers the documented categories and tags', async () => {
    await renderForm();
    const options = within(screen.getByLabelText('Category'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options[0]).toBe('Choose…');
    expect(options).toHaveLength(10);
    expect(within(screen.getByRole('group', { name: 'Tags' })).getAllByRole('button')).toHaveLength(15);
    expect(screen.getByLabelText('Video URL (optional)')).toHaveAttribute('type', 'url');
    expect(screen.getByRole('tabpanel', { name: /^Norwegian/ })).toBeInTheDocument();
  });
});
