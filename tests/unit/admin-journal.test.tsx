/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ArticleFormModal } from '@/components/admin/journal/article-form';
import { JournalSection } from '@/components/admin/journal/journal-section';
import { JOURNAL_NAMESPACES } from '@/lib/admin/namespaces';
import type { AdminArticle } from '@/lib/journal/input';
import { adminArticle } from '../support/admin-article';
import { adminProject, jsonResponse, mockAdminNetwork, renderAdmin } from '../support/admin-ui';

// The Journal section: its list (Draft and Scheduled beside the title, the date, the tags' names,
// View only for an article readers can see) and its form's links to projects and products.

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = mockAdminNetwork();

const HOUR = 60 * 60 * 1000;
const ARTICLES = [
  adminArticle({ id: 'live', title: { en: 'Live Article' } }),
  adminArticle({ id: 'ahead', slug: 'ahead', title: { en: 'Ahead Article' }, published_at: new Date(Date.now() + HOUR).toISOString() }),
  adminArticle({ id: 'draft', slug: 'draft', title: { en: 'Draft Article' }, status: 'draft', published_at: null, announced_at: null }),
];

const row = (title: string) => screen.getByRole('heading', { name: title }).closest('article') as HTMLElement;

async function menuOf(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(within(row(title)).getByRole('button', { name: `Actions for ${title}` }));
  const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
  await user.keyboard('{Escape}');
  return items;
}

describe('journal list', () => {
  it('marks drafts and scheduled articles, and names the date, category and tags', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, ARTICLES));
    renderAdmin(<JournalSection />, JOURNAL_NAMESPACES);
    await screen.findByRole('heading', { name: 'Live Article' });
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/articles', expect.anything());

    const live = within(row('Live Article'));
    expect(live.queryByText('Draft')).not.toBeInTheDocument();
    expect(live.queryByText('Scheduled')).not.toBeInTheDocument();
    expect(live.getByText('Mar 2, 2026')).toBeInTheDocument();
    // The line under the title: the category's name and the author.
    expect(row('Live Article').querySelector('p')).toHaveTextContent(/^Process · Ingrid Solberg/);
    // In its column on a wide screen, and in the details on a phone.
    expect(live.getAllByText(/^(· )?branding, process$/)).toHaveLength(2);
    expect(within(row('Ahead Article')).getByText('Scheduled')).toBeInTheDocument();
    expect(within(row('Ahead Article')).queryByText('Draft')).not.toBeInTheDocument();
    expect(within(row('Draft Article')).getByText('Draft')).toBeInTheDocument();
    expect(within(row('Draft Article')).getByText('—')).toBeInTheDocument();
  });

  it('offers View for an article readers can see now, Preview for the others', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, ARTICLES));
    renderAdmin(<JournalSection />, JOURNAL_NAMESPACES);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Live Article' });
    expect(await menuOf(user, 'Live Article')).toEqual(['Edit', 'View', 'Delete']);
    expect(await menuOf(user, 'Ahead Article')).toEqual(['Edit', 'Preview', 'Delete']);
    expect(await menuOf(user, 'Draft Article')).toEqual(['Edit', 'Preview', 'Delete']);
  });

  it('speaks Norwegian to a Norwegian admin', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, ARTICLES));
    renderAdmin(<JournalSection />, JOURNAL_NAMESPACES, 'no');
    expect(await screen.findByRole('heading', { name: 'Journal', level: 1 })).toBeInTheDocument();
    expect(within(row('Ahead Article')).getByText('Planlagt')).toBeInTheDocument();
    expect(within(row('Draft Article')).getByText('Utkast')).toBeInTheDocument();
    expect(row('Live Article').querySelector('p')).toHaveTextContent(/^Prosess · Ingrid Solberg · merkevare, prosess$/);
  });
});

describe('article form', () => {
  const project = adminProject({ id: '6f1f0d3e-0000-4000-8000-000000000001', title: { en: 'Luna Skincare', no: 'Luna Hudpleie' } });
  const product = { id: '6f1f0d3e-0000-4000-8000-000000000002', title: { en: 'Brand Kit' } };

  function answerLists(saved: (body: unknown) => AdminArticle) {
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url === '/api/admin/projects') return jsonResponse(200, [project]);
      if (url === '/api/admin/products') return jsonResponse(200, [product]);
      return jsonResponse(200, saved(JSON.parse(init!.body as string)));
    });
  }

  it('links the article to the projects and products it ticks, loaded from their sections', async () => {
    const article = adminArticle();
    answerLists((body) => ({ ...article, ...(body as object) }));
    const onSaved = jest.fn();
    renderAdmin(<ArticleFormModal record={article} records={[article]} onClose={jest.fn()} onSaved={onSaved} />, JOURNAL_NAMESPACES);
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: 'Article text' });

    const projects = screen.getByRole('group', { name: 'Related projects' });
    await user.click(await within(projects).findByRole('checkbox', { name: 'Luna Skincare' }));
    const products = screen.getByRole('group', { name: 'Related products' });
    await user.click(await within(products).findByRole('checkbox', { name: 'Brand Kit' }));
    await user.click(screen.getByRole('button', { name: 'Update article' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')!;
    expect(url).toBe('/api/admin/articles/a-1');
    expect(JSON.parse((init as RequestInit).body as string)).toMatchObject({
      related_project_ids: [project.id],
      related_product_ids: [product.id],
      published_at: article.published_at,
      status: 'published',
    });
  });
});
