/** @jest-environment jsdom */
import type { Editor } from '@tiptap/core';
import { act, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { adminProject, FakeXhr, jsonResponse, setUpProjectForm } from '../support/admin-ui';

jest.mock('sonner', () => ({ toast: { success: jest.fn() } }));

const { fetchMock, onSaved, renderForm } = setUpProjectForm();

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

function editorOf(name: string): Editor {
  return (screen.getByRole('textbox', { name }) as HTMLElement & { editor: Editor }).editor;
}

// The form's two image fields: each file is uploaded on choice, with a progress bar, through
// XMLHttpRequest (replaced here by FakeXhr, the only fake: the form, dropzone and editor are real).
describe('project form images', () => {
  it('creates a project: the hero uploads with progress, Create Project waits for it, then POST and Project created', async () => {
    const user = await renderForm();
    await user.type(screen.getByLabelText('Title'), 'Bloom Yoga');
    await user.selectOptions(screen.getByLabelText('Category'), 'Website Design');
    await user.type(screen.getByLabelText('Short description'), 'A warm website.');
    act(() => {
      editorOf('Full description').commands.setContent('<p>Story <strong>here</strong></p>', { emitUpdate: true });
    });

    await user.upload(screen.getByLabelText('Choose a picture for Hero image'), png('hero.png'));
    const [xhr] = FakeXhr.requests;
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/upload/image' });
    expect(xhr!.body!.get('file')).toBeInstanceOf(File);
    act(() => xhr!.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading hero.png' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Create project' })).toBeDisabled();
    act(() => xhr!.respond(201, { image_url: '/uploads/new-hero.webp' }));
    expect(await screen.findByRole('img', { name: 'Hero image' })).toHaveAttribute('src', '/uploads/new-hero.webp');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Hero image alt text'), 'A yoga studio at dawn');

    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/projects');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toMatchObject({
      title: { en: 'Bloom Yoga' },
      slug: 'bloom-yoga',
      category: 'Website Design',
      hero_image: '/uploads/new-hero.webp',
      hero_image_alt: { en: 'A yoga studio at dawn' },
      full_description: { en: '<p>Story <strong>here</strong></p>' },
      completion_date: null,
      year: null,
      image_gallery: [],
      tags: [],
    });
    answer(jsonResponse(201, adminProject()));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith('Project created');
  });

  it('uploads gallery images side by side; each can be removed on its own', async () => {
    const user = await renderForm(adminProject());
    await user.upload(screen.getByLabelText('Choose gallery images'), [png('one.png'), png('two.png')]);
    expect(FakeXhr.requests).toHaveLength(2);
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    act(() => FakeXhr.requests[0]!.respond(201, { image_url: '/uploads/one.webp' }));
    act(() => FakeXhr.requests[1]!.respond(201, { image_url: '/uploads/two.webp' }));
    expect(await screen.findByRole('img', { name: 'Gallery image 2' })).toHaveAttribute('src', '/uploads/two.webp');
    await user.click(screen.getByRole('button', { name: 'Remove gallery image 1' }));
    expect(screen.getByRole('img', { name: 'Gallery image 1' })).toHaveAttribute('src', '/uploads/two.webp');
    expect(screen.queryByRole('img', { name: 'Gallery image 2' })).not.toBeInTheDocument();
  });

  it('says which upload failed, and logs the server detail', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = await renderForm();
    await user.upload(screen.getByLabelText('Choose a picture for Hero image'), png('hero.png'));
    act(() => FakeXhr.requests[0]!.respond(415, { detail: 'Only JPEG, PNG and WebP images are accepted' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('The picture could not be uploaded'));
    expect(error).toHaveBeenCalledWith('Failed to upload image', 'Only JPEG, PNG and WebP images are accepted');
    expect(screen.getByRole('button', { name: /Drop a picture here/ })).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Choose gallery images'), [png('a.png'), png('b.png')]);
    act(() => FakeXhr.requests[1]!.respond(201, { image_url: '/uploads/a.webp' }));
    act(() => FakeXhr.requests[2]!.fail());
    await waitFor(() => expect(alert).toHaveBeenLastCalledWith('The gallery images could not be uploaded'));
    expect(screen.getByRole('img', { name: 'Gallery image 1' })).toHaveAttribute('src', '/uploads/a.webp');
  });

  it('refuses other file types, and gallery files past the tenth of one drop', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = await renderForm(null, { applyAccept: false });
    await user.upload(screen.getByLabelText('Choose a picture for Hero image'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('The picture could not be uploaded'));
    expect(FakeXhr.requests).toHaveLength(0);
    await user.upload(
      screen.getByLabelText('Choose gallery images'),
      Array.from({ length: 11 }, (_, i) => png(`${i}.png`)),
    );
    await waitFor(() => expect(alert).toHaveBeenLastCalledWith('The gallery images could not be uploaded'));
    expect(FakeXhr.requests).toHaveLength(10);
  });

  it('removes the hero image, which shows the drop zone again', async () => {
    const user = await renderForm(adminProject());
    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(screen.queryByRole('img', { name: 'Hero image' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Drop a picture here/ })).toBeInTheDocument();
    expect(screen.getAllByText('PNG, JPG, WEBP up to 10MB')).toHaveLength(2);
  });
});
