/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { cardDate } from '@/components/admin/projects/project-display';
import { ProjectsManagement } from '@/components/admin/projects/projects-section';
import { adminProject, answerConfirmation, jsonResponse, renderAdmin, mockAdminNetwork } from '../support/admin-ui';
import { PROJECTS_NAMESPACES } from '@/lib/admin/namespaces';
import { LOCALE_TAGS } from '@/i18n/locales';

// The Projects section's list: a row per project drawn from the description's list columns, with
// its menu (Edit, View or Preview, Delete).

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const confirmDelete = (title: string) => `Delete “${title}”? This cannot be undone.`;

const fetchMock = mockAdminNetwork();

const PROJECTS = [
  adminProject({ id: 'a', title: { en: 'Luna Skincare' }, featured: true, completion_date: '2024-01-05T00:00:00.000Z' }),
  adminProject({
    id: 'b',
    slug: 'old-site',
    title: { en: 'Old Site' },
    hero_image: null,
    image_url: '/images/legacy.jpg',
    client_name: null,
    completion_date: null,
    year: null,
    created_at: '2023-11-21T09:30:00.000Z',
  }),
  adminProject({ id: 'c', slug: 'bloom-yoga', title: { en: 'Bloom Yoga' }, status: 'draft' }),
];

function renderList() {
  renderAdmin(<ProjectsManagement />, PROJECTS_NAMESPACES);
  return userEvent.setup();
}

const row = (title: string) => screen.getByRole('heading', { name: title }).closest('article') as HTMLElement;

async function choose(user: ReturnType<typeof userEvent.setup>, title: string, entry: RegExp | string) {
  await user.click(within(row(title)).getByRole('button', { name: `Actions for ${title}` }));
  await user.click(screen.getByRole('menuitem', { name: entry }));
}

describe('projects list', () => {
  it('shows each project as a row with its fallbacks: legacy image, no client, creation date', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, PROJECTS));
    renderList();
    await screen.findByRole('heading', { name: 'Old Site' });
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/projects', expect.objectContaining({ cache: 'no-store' }));

    const luna = within(row('Luna Skincare'));
    expect(luna.getByText('Featured')).toBeInTheDocument();
    expect(luna.getByText('Branding')).toBeInTheDocument();
    // In its column on a wide screen, and in the details on a phone, where the column has no room.
    expect(luna.getAllByText(/^(· )?Luna AS$/)).toHaveLength(2);
    expect(luna.getByText('Jan 5, 2024')).toBeInTheDocument();
    expect(row('Luna Skincare').querySelector('img')).toHaveAttribute('src', '/uploads/hero.webp');

    const old = within(row('Old Site'));
    expect(old.queryByText('Featured')).not.toBeInTheDocument();
    expect(row('Old Site').querySelector('img')).toHaveAttribute('src', '/images/legacy.jpg');
    expect(old.getByText('—')).toBeInTheDocument();
    expect(old.getByText('Nov 21, 2023')).toBeInTheDocument();
    expect(within(row('Bloom Yoga')).getByText('Draft')).toBeInTheDocument();
  });

  it('offers View for a published project and Preview for a draft, each in a new tab', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, PROJECTS));
    const user = renderList();
    await screen.findByRole('heading', { name: 'Luna Skincare' });
    await user.click(within(row('Luna Skincare')).getByRole('button', { name: 'Actions for Luna Skincare' }));
    const view = screen.getByRole('menuitem', { name: /^View Luna Skincare/ });
    expect(view).toHaveAttribute('href', '/projects/luna-skincare');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('menuitem', { name: /^Preview/ })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await user.click(within(row('Bloom Yoga')).getByRole('button', { name: 'Actions for Bloom Yoga' }));
    expect(screen.getByRole('menuitem', { name: /^Preview the draft Bloom Yoga/ })).toHaveAttribute('target', '_blank');
  });

  it('opens the menu with the keyboard: arrows move between the entries, Escape closes it and gives the focus back', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, PROJECTS));
    const user = renderList();
    await screen.findByRole('heading', { name: 'Luna Skincare' });
    const button = within(row('Luna Skincare')).getByRole('button', { name: 'Actions for Luna Skincare' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Edit Luna Skincare' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: /^View Luna Skincare/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Delete Luna Skincare' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it("formats dates in UTC like 'Jan 5, 2024', or gives none", () => {
    expect(cardDate({ completion_date: '2024-01-05T00:00:00.000Z', year: 2023, created_at: '2020-01-01T00:00:00Z' }, 'en')).toBe(
      'Jan 5, 2024',
    );
    // Without a completion date the project's year, as the public site shows it, not the day it was entered.
    expect(cardDate({ completion_date: null, year: 2022, created_at: '2026-11-24T10:00:00Z' }, 'en')).toBe('2022');
    expect(cardDate({ completion_date: null, year: null, created_at: '2023-12-31T23:30:00Z' }, 'en')).toBe('Dec 31, 2023');
    expect(cardDate({ completion_date: null, year: null, created_at: '' }, 'en')).toBeNull();
    expect(cardDate({ completion_date: 'not a date', year: null, created_at: '' }, 'en')).toBeNull();
    // In Norwegian for the Norwegian admin, still the stored UTC day: «31. des. 2023».
    expect(cardDate({ completion_date: null, year: null, created_at: '2023-12-31T23:30:00Z' }, 'no')).toBe(
      new Intl.DateTimeFormat(LOCALE_TAGS.no.intl, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        new Date('2023-12-31T23:30:00Z'),
      ),
    );
  });

  it('shows the empty state when there are no projects', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, []));
    renderList();
    expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    expect(screen.getByText('Projects you publish appear in the portfolio on the website.')).toBeInTheDocument();
    // The empty state repeats the header's button, by the same name (docs/admin.md#vocabulary).
    expect(screen.getAllByRole('button', { name: 'New project' })).toHaveLength(2);
  });

  it('logs a failed list and offers to try again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { detail: 'Database unavailable' }));
    const user = renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('The projects could not be loaded.');
    expect(screen.queryByRole('heading', { name: 'No projects yet' })).not.toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, PROJECTS));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Luna Skincare' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Failed to fetch projects', expect.objectContaining({ message: 'Database unavailable' }));
  });

  it('deletes only after confirmation, then reloads the list', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, PROJECTS));
    const user = renderList();
    await screen.findByRole('heading', { name: 'Old Site' });
    await choose(user, 'Old Site', 'Delete Old Site');
    await answerConfirmation(user, confirmDelete('Old Site'), 'Cancel');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(jsonResponse(204));
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        200,
        PROJECTS.filter((project) => project.id !== 'b'),
      ),
    );
    await choose(user, 'Old Site', 'Delete Old Site');
    await answerConfirmation(user, confirmDelete('Old Site'), 'Delete');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Old Site' })).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('Project deleted');
    expect(fetchMock.mock.calls[1]).toEqual(['/api/projects/b', expect.objectContaining({ method: 'DELETE' })]);
  });

  it("says 'The project could not be deleted' when the delete fails without a reason", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(jsonResponse(200, PROJECTS));
    fetchMock.mockResolvedValueOnce(jsonResponse(500, {}));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, PROJECTS));
    const user = renderList();
    await screen.findByRole('heading', { name: 'Luna Skincare' });
    await choose(user, 'Luna Skincare', 'Delete Luna Skincare');
    await answerConfirmation(user, confirmDelete('Luna Skincare'), 'Delete');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The project could not be deleted', expect.anything()));
  });

  it('opens the form prefilled for Edit, and empty for New project', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, PROJECTS));
    const user = renderList();
    await screen.findByRole('heading', { name: 'Luna Skincare' });
    await choose(user, 'Luna Skincare', 'Edit Luna Skincare');
    const dialog = await screen.findByRole('dialog', { name: 'Edit project' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Luna Skincare');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New project' }));
    expect(within(await screen.findByRole('dialog', { name: 'New project' })).getByLabelText('Title')).toHaveValue('');
  });
});
