/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from '@/components/admin/shell/admin-context';
import { AdminDashboard } from '@/components/admin/dashboard/admin-dashboard';
import { cardDate } from '@/components/admin/projects/project-display';
import { AdminShell } from '@/components/admin/shell/admin-shell';
import { labelTranslationWork, type TranslationWork } from '@/lib/admin/translation-work';
import { adminProject, answerConfirmation, jsonResponse, renderAdmin, mockAdminNetwork } from '../support/admin-ui';

const CONFIRM_DELETE = 'Are you sure you want to delete this project? This action cannot be undone.';

jest.mock('next/navigation', () => ({ usePathname: () => '/admin' }));

const fetchMock = mockAdminNetwork();
const logout = jest.fn(async () => {});

const PROJECTS = [
  adminProject({
    id: 'a',
    title: { en: 'Luna Skincare' },
    featured: true,
    image_gallery: ['/1.webp', '/2.webp', '/3.webp'],
    completion_date: '2024-01-05T00:00:00.000Z',
  }),
  adminProject({
    id: 'b',
    slug: 'old-site',
    title: { en: 'Old Site' },
    hero_image: null,
    image_url: '/images/legacy.jpg',
    short_description: {},
    description: 'Legacy summary',
    client_name: null,
    completion_date: null,
    year: null,
    created_at: '2023-11-21T09:30:00.000Z',
    image_gallery: ['/4.webp'],
  }),
  adminProject({ id: 'c', title: { en: 'Bloom Yoga' }, featured: true, image_gallery: [] }),
];

const BUSINESS = { revenueThisMonth: [{ amount_cents: 123450, currency: 'usd' }], unreadMessages: 3 };

function renderDashboard(business = BUSINESS, translations: TranslationWork[] = []) {
  renderAdmin(
    <AdminContext.Provider value={{ username: 'ingrid', logout }}>
      <AdminDashboard business={business} translations={translations} />
    </AdminContext.Provider>,
  );
  return userEvent.setup();
}

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('article') as HTMLElement;

describe('admin dashboard', () => {
  it('shows Loading dashboard... until the list arrives, then the welcome line and three figures', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, PROJECTS));
    renderDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard...');
    expect(await screen.findByText('Welcome back, ingrid')).toBeInTheDocument();
    const figures = within(screen.getByLabelText('Project statistics'));
    const value = (label: string) => figures.getByText(label).parentElement!.querySelector('dd')!.textContent;
    expect(value('Total Projects')).toBe('3');
    expect(value('Featured Projects')).toBe('2');
    expect(value('Total Images')).toBe('4');
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/projects', expect.objectContaining({ cache: 'no-store' }));
  });

  it("shows this month's revenue and the unread messages beside them, each leading to its section", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, PROJECTS));
    renderDashboard();
    const figures = within(await screen.findByLabelText('Shop and inbox'));
    const value = (label: string) => figures.getByText(label).parentElement!.querySelector('dd')!.textContent;
    expect(value('Revenue this month')).toBe('$1,234.50');
    expect(value('Unread messages')).toBe('3');
    expect(figures.getByRole('link', { name: 'Revenue this month: $1,234.50. Open the orders' })).toHaveAttribute('href', '/admin/orders');
    expect(figures.getByRole('link', { name: '3 unread messages. Open the messages' })).toHaveAttribute('href', '/admin/messages');
  });

  it('shows no sales this month as $0.00, and a lone unread message in the singular', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, []));
    renderDashboard({ revenueThisMonth: [], unreadMessages: 1 });
    const figures = within(await screen.findByLabelText('Shop and inbox'));
    expect(figures.getByRole('link', { name: 'Revenue this month: $0.00. Open the orders' })).toHaveTextContent('$0.00');
    expect(figures.getByRole('link', { name: '1 unread message. Open the messages' })).toHaveTextContent('1');
  });

  it('shows each project with its fallbacks: legacy image and description, Client: N/A, creation date', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, PROJECTS));
    renderDashboard();
    await screen.findByRole('heading', { name: 'Old Site' });

    const luna = within(card('Luna Skincare'));
    expect(luna.getByText('Featured')).toBeInTheDocument();
    expect(luna.getByText('Branding')).toBeInTheDocument();
    expect(luna.getByText('A calm identity.')).toBeInTheDocument();
    expect(luna.getByText('Client: Luna AS')).toBeInTheDocument();
    expect(luna.getByText('Jan 5, 2024')).toBeInTheDocument();
    expect(card('Luna Skincare').querySelector('img')).toHaveAttribute('src', '/uploads/hero.webp');
    const view = luna.getByRole('link', { name: /^View Luna Skincare/ });
    expect(view).toHaveAttribute('href', '/projects/luna-skincare');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener noreferrer');

    const old = within(card('Old Site'));
    expect(old.queryByText('Featured')).not.toBeInTheDocument();
    expect(card('Old Site').querySelector('img')).toHaveAttribute('src', '/images/legacy.jpg');
    expect(old.getByText('Legacy summary')).toBeInTheDocument();
    expect(old.getByText('Client: N/A')).toBeInTheDocument();
    expect(old.getByText('Nov 21, 2023')).toBeInTheDocument();
  });

  it("formats dates in UTC like 'Jan 5, 2024', or gives none", () => {
    expect(cardDate({ completion_date: '2024-01-05T00:00:00.000Z', year: 2023, created_at: '2020-01-01T00:00:00Z' })).toBe('Jan 5, 2024');
    // Without a completion date the project's year, as the public site shows it, not the day it was entered.
    expect(cardDate({ completion_date: null, year: 2022, created_at: '2026-11-24T10:00:00Z' })).toBe('2022');
    expect(cardDate({ completion_date: null, year: null, created_at: '2023-12-31T23:30:00Z' })).toBe('Dec 31, 2023');
    expect(cardDate({ completion_date: null, year: null, created_at: '' })).toBeNull();
    expect(cardDate({ completion_date: 'not a date', year: null, created_at: '' })).toBeNull();
  });

  it('shows the empty state when there are no projects', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, []));
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'No Projects Yet' })).toBeInTheDocument();
    expect(screen.getByText('Create your first project to get started')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Your First Project' })).toBeInTheDocument();
  });

  it('logs a failed list and shows the empty state', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { detail: 'Database unavailable' }));
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'No Projects Yet' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Failed to fetch projects', expect.objectContaining({ message: 'Database unavailable' }));
  });

  it('deletes only after confirmation, then reloads the list', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, PROJECTS));
    const user = renderDashboard();
    await screen.findByRole('heading', { name: 'Old Site' });
    await user.click(screen.getByRole('button', { name: 'Delete Old Site' }));
    await answerConfirmation(user, CONFIRM_DELETE, 'Cancel');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(jsonResponse(204));
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        200,
        PROJECTS.filter((project) => project.id !== 'b'),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Delete Old Site' }));
    await answerConfirmation(user, CONFIRM_DELETE, 'Delete');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Old Site' })).not.toBeInTheDocument());
    expect(fetchMock.mock.calls[1]).toEqual(['/api/projects/b', expect.objectContaining({ method: 'DELETE' })]);
  });

  it("alerts 'Failed to delete project' when the delete fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(jsonResponse(200, PROJECTS));
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { detail: 'Project not found' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, PROJECTS));
    const user = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Delete Luna Skincare' }));
    await answerConfirmation(user, CONFIRM_DELETE, 'Delete');
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to delete project'));
  });

  it('opens the form prefilled for Edit, and empty for Add New Project', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, PROJECTS));
    const user = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Edit Luna Skincare' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Project' });
    expect(within(dialog).getByLabelText('Title *')).toHaveValue('Luna Skincare');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add New Project' }));
    expect(within(await screen.findByRole('dialog', { name: 'Create New Project' })).getByLabelText('Title *')).toHaveValue('');
  });

  it('sits in the admin shell: section tabs with the dashboard current, the unread messages counted, and the Logout button', async () => {
    fetchMock.mockImplementation(async (path: string) =>
      path === '/api/admin/messages/unread' ? jsonResponse(200, { unread: 3 }) : jsonResponse(200, []),
    );
    renderAdmin(
      <AdminContext.Provider value={{ username: 'ingrid', logout }}>
        <AdminShell>
          <AdminDashboard business={BUSINESS} translations={[]} />
        </AdminShell>
      </AdminContext.Provider>,
    );
    const user = userEvent.setup();
    const sections = within(screen.getByRole('navigation', { name: 'Admin sections' }));
    expect(await sections.findByRole('link', { name: 'Messages, 3 unread' })).toHaveAttribute('href', '/admin/messages');
    expect(sections.getAllByRole('link').map((link) => [link.firstChild?.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin'],
      ['Pages', '/admin/pages'],
      ['Projects', '/admin/projects'],
      ['Products', '/admin/products'],
      ['Testimonials', '/admin/testimonials'],
      ['Messages', '/admin/messages'],
      ['Orders', '/admin/orders'],
    ]);
    expect(sections.getByRole('link', { current: 'page' })).toHaveTextContent('Dashboard');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(logout).toHaveBeenCalled();
  });
});

describe('dashboard translations', () => {
  const work = (overrides: Partial<TranslationWork>): TranslationWork => ({
    kind: 'projects',
    id: 'a',
    name: 'Luna Skincare',
    locale: 'no',
    missing: [],
    outdated: [],
    ...overrides,
  });
  const ITEMS = [
    work({ missing: ['Title', 'Project timeline'], outdated: ['Title in search results'] }),
    work({ kind: 'products', id: 'k', name: 'Brand Kit', missing: ['Description'] }),
    work({ kind: 'testimonials', id: 't', name: 'Ingrid Solberg', outdated: ['Role'] }),
    ...Array.from({ length: 7 }, (_, index) => work({ id: `p${index}`, name: `Project ${index + 1}`, missing: ['Title'] })),
  ];

  const panel = () => within(screen.getByRole('region', { name: 'Translations' }));
  const rows = () => within(panel().getByRole('list', { name: 'Translations to do' })).getAllByRole('listitem');

  it('lists each record with a missing or outdated translation: language, kind, name, fields, and a link to its form', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, PROJECTS));
    renderDashboard(BUSINESS, ITEMS.slice(0, 3));
    await screen.findByText('Welcome back, ingrid');
    expect(rows()).toHaveLength(3);

    const [project, product, testimonial] = rows().map((row) => within(row));
    expect(project!.getByText('Norwegian')).toBeInTheDocument();
    expect(project!.getByText('Project')).toBeInTheDocument();
    expect(project!.getByRole('link', { name: 'Luna Skincare' })).toHaveAttribute('href', '/admin/projects?edit=a');
    expect(project!.getByText('2 missing: Title, Project timeline')).toBeInTheDocument();
    expect(project!.getByText('1 outdated: Title in search results')).toBeInTheDocument();

    expect(product!.getByText('Product')).toBeInTheDocument();
    expect(product!.getByRole('link', { name: 'Brand Kit' })).toHaveAttribute('href', '/admin/products?edit=k');
    expect(product!.getByText('1 missing: Description')).toBeInTheDocument();
    expect(product!.queryByText(/outdated/)).not.toBeInTheDocument();

    expect(testimonial!.getByText('Testimonial')).toBeInTheDocument();
    expect(testimonial!.getByRole('link', { name: 'Ingrid Solberg' })).toHaveAttribute('href', '/admin/testimonials?edit=t');
    expect(testimonial!.getByText('1 outdated: Role')).toBeInTheDocument();
    expect(panel().queryByText(/more$/)).not.toBeInTheDocument();
  });

  it("leads a page's row to its editor", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, PROJECTS));
    renderDashboard(BUSINESS, [work({ kind: 'pages', id: 'services', name: 'Services', outdated: ['Header › Title'] })]);
    await screen.findByText('Welcome back, ingrid');
    const [page] = rows().map((row) => within(row));
    expect(page!.getByText('Page')).toBeInTheDocument();
    expect(page!.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/admin/pages/services');
    expect(page!.getByText('1 outdated: Header › Title')).toBeInTheDocument();
  });

  it('shows eight rows, then counts the rest', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, PROJECTS));
    renderDashboard(BUSINESS, ITEMS);
    await screen.findByText('Welcome back, ingrid');
    expect(rows()).toHaveLength(8);
    expect(panel().getByText('and 2 more')).toBeInTheDocument();
  });

  it('says so when every text is translated and up to date', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, PROJECTS));
    renderDashboard(BUSINESS, []);
    await screen.findByText('Welcome back, ingrid');
    expect(panel().getByText('Every text is translated and up to date.')).toBeInTheDocument();
    expect(panel().queryByRole('list')).not.toBeInTheDocument();
  });

  it('names the fields as their forms label them, a field without a label by its API name', () => {
    const labelled = labelTranslationWork([
      { ...work({}), missing: ['title', 'image_gallery_alt', 'a_new_column'], outdated: ['seo_title'] },
      { ...work({ kind: 'products' }), missing: ['deliverable'], outdated: ['subcategory'] },
      { ...work({ kind: 'testimonials' }), missing: ['project_type'], outdated: ['testimonial'] },
    ]);
    expect(labelled.map(({ missing, outdated }) => ({ missing, outdated }))).toEqual([
      { missing: ['Title', 'Gallery alt texts', 'a_new_column'], outdated: ['Title in search results'] },
      { missing: ['Deliverable text'], outdated: ['Subcategory'] },
      { missing: ['Project type'], outdated: ['Testimonial'] },
    ]);
    expect(labelled[0]).toMatchObject({ kind: 'projects', id: 'a', name: 'Luna Skincare', locale: 'no' });
  });
});
