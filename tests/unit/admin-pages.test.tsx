/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTranslator } from 'next-intl';
import { toast } from 'sonner';
import { PageEditor } from '@/components/admin/pages/page-editor';
import { PagesSection } from '@/components/admin/pages/pages-section';
import type { AdminPage, AdminPageSummary } from '@/lib/api/admin-pages';
import { servicesPage } from '@/lib/db/seed/data/pages/services';
import { jsonResponse, mockAdminNetwork, renderAdmin } from '../support/admin-ui';
import { PAGES_NAMESPACES, PAGE_EDITOR_NAMESPACES } from '@/lib/admin/namespaces';
import { routing } from '@/i18n/routing';
import type { Shape } from '@/lib/forms/fields';
import { pageFieldKey, type PageTexts } from '@/lib/pages/labels';
import { PAGE_KEYS, PAGES, type PageKey } from '@/lib/pages/registry';
import { adminCatalogueNow } from '../support/admin-catalogue';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
// The autosave has tests of its own (admin-editing-drafts.test.tsx); here a slow machine's pause
// between two edits must not send a draft the test did not ask for.
jest.mock('@/components/admin/ui/use-draft-autosave', () => ({ useDraftAutosave: () => undefined }));

// The Pages section: the list, and the services page's editor drawn from its field descriptions,
// on the seed's texts, with the API faked at fetch.

const fetchMock = mockAdminNetwork();

const SUMMARY: AdminPageSummary = {
  key: 'services',
  title: 'Services',
  path: '/services',
  has_unpublished_changes: false,
  draft_updated_at: '2025-03-04T14:05:00.000Z',
  published_at: '2025-03-04T14:05:00.000Z',
  translation_status: { no: { missing: [], outdated: [] } },
};

const pageWith = (draft: unknown, overrides: Partial<AdminPage> = {}): AdminPage =>
  ({ ...SUMMARY, draft, published: servicesPage, ...overrides }) as AdminPage;

type Answer = (init: RequestInit) => Response;

/** Answers each call by its method and path; a GET of the page answers the seed's draft. */
function serve(answers: Record<string, Answer> = {}) {
  fetchMock.mockImplementation(async (path: string, init: RequestInit = {}) => {
    const answer = answers[`${init.method ?? 'GET'} ${path}`];
    if (answer) return answer(init);
    if (path === '/api/admin/pages/services') return jsonResponse(200, pageWith(servicesPage));
    throw new Error(`Unexpected ${init.method ?? 'GET'} ${path}`);
  });
}

const putBody = () => {
  const call = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
  return JSON.parse((call![1] as RequestInit).body as string);
};

async function renderEditor() {
  renderAdmin(<PageEditor pageKey="services" />, PAGE_EDITOR_NAMESPACES);
  await screen.findByRole('heading', { level: 1, name: 'Services' });
  return userEvent.setup();
}

/** A list item (its fields once opened), by its title; found by text, since role queries over the whole form are slow. */
async function openItem(user: ReturnType<typeof userEvent.setup>, title: string) {
  const toggle = screen.getByText(title, { selector: 'button span' }).closest('button')!;
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  return within(toggle.closest('li')!);
}

const saveButton = () => screen.getByText('Save draft', { selector: 'button' });

/** The control a label names: by the label's text and its `for`, a cheaper query than a label search in a form this large. */
function control(scope: Pick<typeof screen, 'getByText'>, label: string): HTMLElement {
  return document.getElementById(scope.getByText(label, { selector: 'label' }).getAttribute('for')!)!;
}

describe('pages list', () => {
  it('shows each page with its state and translation status, leading to its editor', async () => {
    const home = { ...SUMMARY, key: 'home', title: 'Home', path: '/', published_at: '1970-01-01T00:00:00.000Z' } as AdminPageSummary;
    const services = { ...SUMMARY, has_unpublished_changes: true, translation_status: { no: { missing: ['a', 'b'], outdated: ['c'] } } };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { pages: [home, services] }));
    renderAdmin(<PagesSection />, PAGES_NAMESPACES);
    const rows = within(await screen.findByRole('list', { name: 'Website pages' })).getAllByRole('article');
    const [first, second] = rows.map((row) => within(row));
    expect(first!.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/admin/pages/home');
    expect(first!.getByText('Not yet published from the admin')).toBeInTheDocument();
    expect(first!.getByText('Up to date')).toBeInTheDocument();
    expect(second!.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/admin/pages/services');
    expect(second!.getByText('Unpublished changes')).toBeInTheDocument();
    expect(second!.getByText('Published Mar 4, 2025, 14:05 UTC')).toBeInTheDocument();
    expect(second!.getByText('Missing 2')).toBeInTheDocument();
    expect(second!.getByText('Outdated 1')).toBeInTheDocument();
  });
});

describe('page editor', () => {
  it('edits a text and a price, reorders, removes and adds items, and saves the whole draft', async () => {
    serve({ 'PUT /api/admin/pages/services': (init) => jsonResponse(200, pageWith(JSON.parse(init.body as string))) });
    const user = await renderEditor();
    expect(screen.getByRole('link', { name: /^Preview in Norwegian/ })).toHaveAttribute(
      'href',
      '/api/admin/preview?page=services&locale=no',
    );

    const header = within(screen.getByRole('region', { name: 'Header' }));
    expect(control(header, 'Title (Norwegian)')).toHaveValue(servicesPage.header.title.no);
    await user.clear(control(header, 'Title'));
    await user.paste('Design that grows');
    expect(screen.getAllByText('Unsaved edits').length).toBeGreaterThan(0);

    const website = await openItem(user, servicesPage.packages[0]!.title.en!);
    await user.clear(control(website, 'Price from (NOK)'));
    await user.paste('34990.5');
    await user.click(website.getByRole('button', { name: 'Move Feature 2 up' }));
    expect(website.getByRole('button', { name: 'Move Feature 1 up' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(website.getByRole('button', { name: 'Remove Feature 7' }));
    await user.click(website.getByRole('button', { name: 'Add feature' }));
    expect(control(website, 'Feature 7')).toHaveFocus();
    await user.paste('Brand workshop');

    await user.click(saveButton());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Draft saved'));
    const body = putBody();
    expect(body.header.title).toEqual({ ...servicesPage.header.title, en: 'Design that grows' });
    const [first, ...others] = body.packages;
    expect(first.price).toEqual({ usd: 2999, nok: 34990.5 });
    // The new feature is named after its text; the others keep their ids in their new order.
    expect(first.features.map((feature: { id: string }) => feature.id)).toEqual([
      'pages',
      'responsive',
      'seo',
      'forms',
      'cms',
      'domain',
      'brand-workshop',
    ]);
    expect(first.features[6].text).toEqual({ en: 'Brand workshop' });
    expect(others).toEqual(servicesPage.packages.slice(1));
    expect(body.process).toEqual(servicesPage.process);
    expect(screen.queryByText('Unsaved edits')).not.toBeInTheDocument();
    expect(control(website, 'Feature 7')).toHaveValue('Brand workshop');
  });

  it("shows the server's detail in a toast, at the field and in the list of problems", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const detail = 'packages.1.features.0.text: must not be empty';
    serve({ 'PUT /api/admin/pages/services': () => jsonResponse(400, { detail }) });
    const user = await renderEditor();
    await user.click(saveButton());

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(detail, { duration: 10_000 }));
    expect(screen.getByRole('alert')).toHaveTextContent('Packages › branding › Features › strategy › Text: must not be empty');
    // The item holding the field opened by itself, and the field has focus.
    const feature = screen.getByRole('region', { name: 'Packages' }).querySelector('#page-packages--branding--features--strategy--text')!;
    expect(feature).toHaveFocus();
    expect(feature).toHaveAccessibleDescription('must not be empty');
  });

  it('restores a published version as the draft and shows it in the form', async () => {
    const old = { ...servicesPage, header: { ...servicesPage.header, title: { en: 'Old title' } } };
    const version = { id: 'v-1', published_at: '2025-01-02T09:30:00.000Z', content: old };
    serve({
      'GET /api/admin/pages/services/versions': () => jsonResponse(200, { versions: [version] }),
      'POST /api/admin/pages/services/versions/v-1/restore': () =>
        jsonResponse(
          200,
          pageWith(old, { has_unpublished_changes: true, translation_status: { no: { missing: ['header.title'], outdated: [] } } }),
        ),
    });
    const user = await renderEditor();
    await user.click(screen.getByRole('button', { name: 'Versions', expanded: false }));
    const versions = within(await screen.findByRole('region', { name: 'Published versions' }));
    await user.click(await versions.findByRole('button', { name: 'Restore as draft (the version of Jan 2, 2025, 09:30 UTC)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore the version of Jan 2, 2025, 09:30 UTC as the draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The version is the draft now'));
    const header = within(screen.getByRole('region', { name: 'Header' }));
    expect(control(header, 'Title')).toHaveValue('Old title');
    expect(control(header, 'Title (Norwegian)')).toHaveValue('');
    expect(control(header, 'Title (Norwegian)')).toHaveAccessibleDescription(expect.stringContaining('Missing'));
    expect(screen.getByText('Unpublished changes')).toBeInTheDocument();
    expect(screen.queryByText('Unsaved edits')).not.toBeInTheDocument();
  });
});

describe('page texts in the admin’s language', () => {
  it('names the page, its fields, their help and its list items in Norwegian', async () => {
    serve();
    renderAdmin(<PageEditor pageKey="services" />, PAGE_EDITOR_NAMESPACES, 'no');
    await screen.findByRole('heading', { level: 1, name: 'Tjenester' });
    const user = userEvent.setup();

    const header = within(screen.getByRole('region', { name: 'Toppen av siden' }));
    expect(control(header, 'Ingress')).toHaveValue(servicesPage.header.lead.en);
    const packages = within(screen.getByRole('region', { name: 'Pakker' }));
    expect(packages.getByText('Id-en til en tjeneste er ankeret dens på siden (/services#branding).')).toBeInTheDocument();
    expect(packages.getByRole('button', { name: 'Legg til tjeneste' })).toBeInTheDocument();

    const website = await openItem(user, servicesPage.packages[0]!.title.en!);
    expect(control(website, 'Sammendrag')).toHaveValue(servicesPage.packages[0]!.text.en);
    expect(control(website, 'Punkt 1')).toHaveValue(servicesPage.packages[0]!.features[0]!.text.en);
    expect(website.getByRole('button', { name: 'Fjern Punkt 2' })).toBeInTheDocument();
    // The shared search texts are named once for every page.
    expect(screen.getByRole('region', { name: 'Søkemotorer og deling' })).toBeInTheDocument();
  });

  it.each(routing.locales)('has a name for every page and a label for every described field in %s', (locale) => {
    const texts = createTranslator({ locale, messages: adminCatalogueNow(locale), namespace: 'PageFields' }) as unknown as PageTexts;
    const missing: string[] = [];
    const walk = (key: PageKey, shape: Shape, path: string) => {
      for (const [name, field] of Object.entries(shape)) {
        const at = path ? `${path}.${name}` : name;
        const entry = pageFieldKey(key, at)!;
        if (!texts.has(`${entry.key}.label`)) missing.push(`${key}: ${at}`);
        if (field.kind === 'list' && !texts.has(`${entry.key}.item`)) missing.push(`${key}: ${at} (item)`);
        if (field.kind === 'group') walk(key, field.fields, at);
        if (field.kind === 'list') walk(key, field.item, `${at}.item`);
      }
    };
    for (const key of PAGE_KEYS) {
      if (!texts.has(`${key}.title`)) missing.push(key);
      walk(key, PAGES[key].fields, '');
    }
    expect(missing).toEqual([]);
  });
});
