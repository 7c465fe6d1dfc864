/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContextType } from 'react';
import { AdminContext } from '@/components/admin/shell/admin-guard';
import { AdminDashboard } from '@/components/admin/dashboard/admin-dashboard';
import type { DashboardFigures } from '@/app/admin/(protected)/dashboard-data';
import { AdminShell } from '@/components/admin/shell/admin-shell';
import { labelTranslationWork, type TranslationWork } from '@/lib/admin/translation-work';
import { adminOrder } from '../support/admin-order';
import type { AdminOrder } from '@/lib/shop/orders/admin-types';
import { jsonResponse, renderAdmin, mockAdminNetwork } from '../support/admin-ui';
import { DASHBOARD_NAMESPACES } from '@/lib/admin/namespaces';
import { routing } from '@/i18n/routing';
import { adminCatalogueNow } from '../support/admin-catalogue';

jest.mock('next/navigation', () => ({ usePathname: () => '/admin' }));

const fetchMock = mockAdminNetwork();
const logout = jest.fn(async () => {});
const OWNER: ContextType<typeof AdminContext> & object = {
  username: 'ingrid',
  email: 'ingrid@example.com',
  role: 'owner',
  mustSetUpTwoFactor: false,
  logout,
};

const order = (overrides: Partial<AdminOrder>) =>
  adminOrder({ created_at: '2026-11-03T10:11:00.000Z', product_id: 'k', customer_email: 'buyer@example.com', ...overrides });

const FIGURES: DashboardFigures = {
  unreadMessages: 3,
  latestUnread: [
    { id: 'm-1', name: 'Kari Nordmann', preview: 'We need a new logo for our bakery', created_at: '2026-11-20T08:00:00.000Z' },
    { id: 'm-2', name: 'Ola Hansen', preview: 'Could you quote a website?', created_at: '2026-11-18T08:00:00.000Z' },
  ],
  business: {
    ordersThisMonth: 4,
    revenueThisMonth: [
      { amount_cents: 123450, currency: 'usd' },
      { amount_cents: 29900, currency: 'nok' },
    ],
    recentOrders: [order({}), order({ id: 'o-2', product_title: 'Social Kit', amount_cents: 2150, status: 'refunded' })],
  },
  drafts: [
    { kind: 'projects', id: 'p-9', title: 'Aurora Bakeri', updated_at: '2026-11-21T09:00:00.000Z' },
    { kind: 'articles', id: 'a-3', title: 'Notes on type', updated_at: '2026-11-20T09:00:00.000Z' },
    { kind: 'pages', id: 'services', title: 'Services', updated_at: '2026-11-19T09:00:00.000Z' },
  ],
  upcomingCallCount: 6,
  // 09:00 UTC is 10:00 in Oslo in winter: the panel writes the studio's time.
  upcomingCalls: [{ id: 'b-1', name: 'Ingrid Hansen', service_interest: 'Branding', start: '2026-12-01T09:00:00.000Z' }],
  bookingTimeZone: 'Europe/Oslo',
};

const NOTHING: DashboardFigures = {
  unreadMessages: 0,
  latestUnread: [],
  business: { ordersThisMonth: 0, revenueThisMonth: [], recentOrders: [] },
  drafts: [],
  upcomingCallCount: 0,
  upcomingCalls: [],
  bookingTimeZone: 'Europe/Oslo',
};

function renderDashboard(figures = FIGURES, translations: TranslationWork[] = [], session = OWNER) {
  renderAdmin(
    <AdminContext.Provider value={session}>
      <AdminDashboard figures={figures} translations={translations} />
    </AdminContext.Provider>,
    DASHBOARD_NAMESPACES,
  );
  return userEvent.setup();
}

const region = (name: string) => within(screen.getByRole('region', { name: new RegExp(`^${name}`) }));

describe('admin dashboard', () => {
  it('shows the welcome line and the month’s orders and revenue as figures, and each count once', () => {
    renderDashboard();
    expect(screen.getByText('Welcome back, ingrid')).toBeInTheDocument();
    const figures = within(screen.getByLabelText('Needs attention'));
    const value = (label: string) => figures.getByText(label).parentElement!.querySelector('dd')!.textContent;
    expect(figures.getAllByRole('term').map((term) => term.textContent)).toEqual(['Orders this month', 'Revenue this month']);
    // Unread messages and drafts are counted in their panels' titles, not again above them.
    expect(screen.getAllByText('Unread messages')).toHaveLength(1);
    expect(screen.getAllByText('Drafts')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Unread messages 3' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Drafts 3' })).toBeInTheDocument();
    expect(value('Orders this month')).toBe('4');
    // Per currency, never added together.
    expect(value('Revenue this month')).toBe('$1,234.50 · kr\u00a0299.00');
    expect(figures.getByRole('link', { name: '4 orders this month. Open the orders' })).toHaveAttribute('href', '/admin/orders');
    expect(figures.getByRole('link', { name: /^Revenue this month: \$1,234\.50 · kr\s299\.00\. Open the orders$/ })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
    // The dashboard reads nothing itself: the page brings it all.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows no sales this month as $0.00, a lone unread message counted in its panel, and says each list is empty', () => {
    renderDashboard({ ...NOTHING, unreadMessages: 1 });
    const figures = within(screen.getByLabelText('Needs attention'));
    expect(figures.getByRole('link', { name: 'Revenue this month: $0.00. Open the orders' })).toHaveTextContent('$0.00');
    expect(screen.getByRole('heading', { name: 'Unread messages 1' })).toBeInTheDocument();
    expect(region('Recent orders').getByText('No orders yet.')).toBeInTheDocument();
    expect(region('Upcoming calls').getByText('No calls booked.')).toBeInTheDocument();
    expect(region('Drafts').getByText('Everything saved is published.')).toBeInTheDocument();
  });

  it("lists the soonest calls at the studio's time, each leading to Bookings", () => {
    renderDashboard();
    const calls = region('Upcoming calls');
    expect(calls.getByText('6')).toBeInTheDocument();
    expect(calls.getByRole('link', { name: /Ingrid Hansen/ })).toHaveAttribute('href', '/admin/bookings');
    const [row] = calls.getAllByRole('listitem');
    expect(row).toHaveTextContent('Branding');
    expect(row).toHaveTextContent('Tue, Dec 1, 10:00');
  });

  it('lists the newest unread messages, each opening in the inbox', () => {
    renderDashboard();
    const unread = region('Unread messages');
    expect(unread.getByText('3')).toBeInTheDocument();
    const [kari, ola] = unread.getAllByRole('listitem').map((row) => within(row));
    expect(kari!.getByRole('link', { name: 'Kari Nordmann' })).toHaveAttribute('href', '/admin/messages?edit=m-1');
    expect(kari!.getByText('We need a new logo for our bakery')).toBeInTheDocument();
    expect(ola!.getByRole('link', { name: 'Ola Hansen' })).toHaveAttribute('href', '/admin/messages?edit=m-2');
    expect(ola!.getByText('Nov 18')).toBeInTheDocument();
    expect(unread.getByRole('link', { name: 'All messages' })).toHaveAttribute('href', '/admin/messages');
  });

  it('lists the newest orders with their amount, buyer and a refund said, each leading to its product’s orders', () => {
    renderDashboard();
    const [first, second] = region('Recent orders')
      .getAllByRole('listitem')
      .map((row) => within(row));
    expect(first!.getByText('Brand Kit')).toBeInTheDocument();
    expect(first!.getByText('buyer@example.com')).toBeInTheDocument();
    expect(first!.getByText('$34.00')).toBeInTheDocument();
    expect(first!.queryByText('Refunded')).not.toBeInTheDocument();
    expect(second!.getByText('Refunded')).toBeInTheDocument();
    expect(second!.getByRole('link', { name: 'Social Kit' })).toHaveAttribute('href', '/admin/orders?product=k');
  });

  it('lists draft projects and articles and pages with unpublished changes, each leading to its editor', () => {
    renderDashboard();
    const drafts = region('Drafts');
    const [project, article, page] = drafts.getAllByRole('listitem').map((row) => within(row));
    expect(project!.getByRole('link', { name: 'Aurora Bakeri' })).toHaveAttribute('href', '/admin/projects?edit=p-9');
    expect(project!.getByText('Project, not published')).toBeInTheDocument();
    expect(article!.getByRole('link', { name: 'Notes on type' })).toHaveAttribute('href', '/admin/journal?edit=a-3');
    expect(article!.getByText('Article, not published')).toBeInTheDocument();
    expect(page!.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/admin/pages/services');
    expect(page!.getByText('Page, unpublished changes')).toBeInTheDocument();
    expect(page!.getByText('Edited Nov 19')).toBeInTheDocument();
  });

  it('sits in the admin shell: section tabs with the dashboard current, the unread messages counted, and the Sign out button', async () => {
    fetchMock.mockImplementation(async (path: string) =>
      path === '/api/admin/messages/unread' ? jsonResponse(200, { unread: 3 }) : jsonResponse(200, []),
    );
    renderAdmin(
      <AdminContext.Provider value={OWNER}>
        <AdminShell>
          <AdminDashboard figures={FIGURES} translations={[]} />
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
      ['Journal', '/admin/journal'],
      ['Products', '/admin/products'],
      ['Testimonials', '/admin/testimonials'],
      ['Messages', '/admin/messages'],
      ['Bookings', '/admin/bookings'],
      ['Orders', '/admin/orders'],
      ['Discount codes', '/admin/discounts'],
      ['Settings', '/admin/settings'],
      ['Team', '/admin/team'],
      ['Audit trail', '/admin/audit'],
      ['System', '/admin/system'],
    ]);
    expect(sections.getByRole('link', { current: 'page' })).toHaveTextContent('Dashboard');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(logout).toHaveBeenCalled();
  });
});

describe('an editor’s dashboard', () => {
  const EDITOR: typeof OWNER = { ...OWNER, username: 'ola', role: 'editor' };

  it('has no orders or revenue (none were read: business is null)', () => {
    renderDashboard({ ...FIGURES, business: null }, [], EDITOR);
    expect(screen.queryByLabelText('Needs attention')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Recent orders/ })).not.toBeInTheDocument();
    expect(region('Unread messages').getByRole('link', { name: 'Kari Nordmann' })).toBeInTheDocument();
  });

  it('shows the tabs an editor may open, and their account by name', () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { unread: 0 }));
    renderAdmin(
      <AdminContext.Provider value={EDITOR}>
        <AdminShell>
          <AdminDashboard figures={{ ...FIGURES, business: null }} translations={[]} />
        </AdminShell>
      </AdminContext.Provider>,
    );
    const sections = within(screen.getByRole('navigation', { name: 'Admin sections' }));
    expect(sections.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/admin',
      '/admin/pages',
      '/admin/projects',
      '/admin/journal',
      '/admin/products',
      '/admin/testimonials',
      '/admin/messages',
      '/admin/bookings',
    ]);
    expect(screen.getByRole('link', { name: 'Your account: ola' })).toHaveAttribute('href', '/admin/account');
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

  const panel = () => region('Translations');
  const rows = () => within(panel().getByRole('list', { name: 'Translations to do' })).getAllByRole('listitem');

  it('lists each record with a missing or outdated translation: language, kind, name, fields, and a link to its form', () => {
    renderDashboard(FIGURES, ITEMS.slice(0, 3));
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

  it("leads an article's row to its form in the Journal, named by the form's labels", async () => {
    const [labelled] = await labelTranslationWork(
      [work({ kind: 'articles', id: 'j', name: 'How we run a brand project', missing: ['excerpt'], outdated: ['body'] })],
      routing.defaultLocale,
    );
    renderDashboard(FIGURES, [labelled!]);
    const [article] = rows().map((row) => within(row));
    expect(article!.getByText('Article')).toBeInTheDocument();
    expect(article!.getByRole('link', { name: 'How we run a brand project' })).toHaveAttribute('href', '/admin/journal?edit=j');
    expect(article!.getByText('1 missing: Excerpt')).toBeInTheDocument();
    expect(article!.getByText('1 outdated: Article text')).toBeInTheDocument();
  });

  it("leads a page's row to its editor", () => {
    renderDashboard(FIGURES, [work({ kind: 'pages', id: 'services', name: 'Services', outdated: ['Header › Title'] })]);
    const [page] = rows().map((row) => within(row));
    expect(page!.getByText('Page')).toBeInTheDocument();
    expect(page!.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/admin/pages/services');
    expect(page!.getByText('1 outdated: Header › Title')).toBeInTheDocument();
  });

  it('shows eight rows, then counts the rest', () => {
    renderDashboard(FIGURES, ITEMS);
    expect(rows()).toHaveLength(8);
    expect(panel().getByText('and 2 more')).toBeInTheDocument();
  });

  it('says so when every text is translated and up to date', () => {
    renderDashboard(FIGURES, []);
    expect(panel().getByText('Every text is translated and up to date.')).toBeInTheDocument();
    expect(panel().queryByRole('list')).not.toBeInTheDocument();
  });

  it('names the fields as their forms label them, a field without a label by its API name', async () => {
    const items = [
      { ...work({}), missing: ['title', 'image_gallery_alt', 'a_new_column'], outdated: ['seo_title'] },
      { ...work({ kind: 'products' }), missing: ['deliverable'], outdated: ['subcategory'] },
      { ...work({ kind: 'testimonials' }), missing: ['project_type'], outdated: ['testimonial'] },
    ];
    const labelled = await labelTranslationWork(items, routing.defaultLocale);
    expect(labelled.map(({ missing, outdated }) => ({ missing, outdated }))).toEqual([
      { missing: ['Title', 'Gallery alt texts', 'a_new_column'], outdated: ['Title in search results'] },
      { missing: ['Download text'], outdated: ['Subcategory'] },
      { missing: ['Project type'], outdated: ['Testimonial'] },
    ]);
    expect(labelled[0]).toMatchObject({ kind: 'projects', id: 'a', name: 'Luna Skincare', locale: 'no' });
    // In each other language of the admin, as its own form labels them.
    for (const locale of routing.locales.filter((other) => other !== routing.defaultLocale)) {
      const [first] = await labelTranslationWork(items, locale);
      expect(adminCatalogueNow(locale).ProjectForm.fields.title).toBe(first!.missing[0]);
      expect(first!.missing[0]).not.toBe('Title');
    }
  });
});
