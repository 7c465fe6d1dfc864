/** @jest-environment jsdom */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { ProductFormModal } from '@/components/admin/products/product-form';
import { ProductsManagement } from '@/components/admin/products/products-section';
import { ProjectFormModal } from '@/components/admin/projects/project-form';
import { ProjectsManagement } from '@/components/admin/projects/projects-section';
import { PRODUCTS_NAMESPACES, PROJECTS_NAMESPACES } from '@/lib/admin/namespaces';
import { sanitizeRichText } from '@/lib/rich-text/sanitize';
import type { AdminProduct } from '@/lib/shop/products/input';
import { adminProject, jsonResponse, mockAdminNetwork, renderAdmin } from '../support/admin-ui';
import { audit } from '../support/xss-html-audit';
import { listTexts, payloadProductBody, productChunks, productTexts } from '../support/xss-product-records';
import { PROJECT_COUNT, projectBody, storyMarker } from '../support/xss-project-records';

// Stored XSS in the admin's own screens: the payload projects and products
// (tests/support/xss-*-records.ts) as the admin API returns them (the story sanitized on save, the
// plain texts as typed) in the Projects and Products lists and in each record's edit form. The DOM
// must hold nothing that could run or load, and show the payloads as text and as field values. The
// browser spec opens one list and one form with the Content-Security-Policy
// (tests/e2e/stored-xss-projects.spec.ts, stored-xss-products.spec.ts).

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.setTimeout(120_000);

const fetchMock = mockAdminNetwork({ xhr: true });

// Admin forms are the app's own: a form is fine unless its action is a script (the audit checks URLs).
const ADMIN_FORMS = { forms: 'form' };

const PROJECTS = Array.from({ length: PROJECT_COUNT }, (_, index) => {
  const { body } = projectBody(index, 'jest', { letter: 'j', leadsHome: false });
  const story = body.full_description as { en: string; no: string };
  return adminProject({
    ...body,
    id: `p-${index}`,
    full_description: { en: sanitizeRichText(story.en), no: sanitizeRichText(story.no) },
    completion_date: `${body.completion_date}T00:00:00.000Z`,
  } as never);
});

const PRODUCTS: AdminProduct[] = productChunks().map((_, index) => {
  const texts = productTexts(index, 'j');
  const body = payloadProductBody(texts, true);
  return {
    ...body,
    ...listTexts(texts),
    id: `0b6c4f4e-0000-4000-8000-00000000000${index}`,
    translation_status: {},
    price_cents: 900,
    prices: {},
    currency: 'usd',
    image_url: null,
    video_url: null,
    file_id: null,
    file: null,
    sort_order: index,
    order_count: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  } as unknown as AdminProduct;
});

describe('projects', () => {
  it('the list shows every payload project’s title as text and holds nothing that could run', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, PROJECTS));
    renderAdmin(<ProjectsManagement />, PROJECTS_NAMESPACES);
    for (const project of PROJECTS) expect(await screen.findByRole('heading', { name: project.title.en })).toBeInTheDocument();
    expect(audit(document, ADMIN_FORMS)).toEqual([]);
  });

  it.each(PROJECTS.map((project, index) => [index, project] as const))(
    'the edit form of project %i shows its payloads as values and text, and holds nothing that could run',
    async (_, project) => {
      renderAdmin(<ProjectFormModal record={project} records={[]} onClose={jest.fn()} onSaved={jest.fn()} />);
      const dialog = await screen.findByRole('dialog', { name: 'Edit project' });
      await within(dialog).findByText(storyMarker('en'), { exact: true });
      expect(within(dialog).getByText(storyMarker('no'), { exact: true })).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Title')).toHaveValue(project.title.en);
      expect(within(dialog).getByLabelText('Title (Norwegian)')).toHaveValue(project.title.no);
      const values = [...dialog.querySelectorAll('input, textarea')].map((field) => (field as HTMLInputElement).value);
      for (const text of [
        project.short_description.en,
        project.short_description.no,
        project.client_name,
        project.seo_title?.en,
        project.hero_image_alt?.no,
      ])
        expect(values).toContain(text);
      expect(audit(document, ADMIN_FORMS)).toEqual([]);
      cleanup();
    },
  );
});

describe('products', () => {
  it('the list shows every payload product’s title as text and holds nothing that could run', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, PRODUCTS));
    renderAdmin(<ProductsManagement />, PRODUCTS_NAMESPACES);
    for (const product of PRODUCTS) expect(await screen.findByRole('heading', { name: product.title.en })).toBeInTheDocument();
    expect(audit(document, ADMIN_FORMS)).toEqual([]);
  });

  it.each(PRODUCTS.map((product, index) => [index, product] as const))(
    'the edit form of product %i shows its payloads as values, and holds nothing that could run',
    async (_, product) => {
      renderAdmin(<ProductFormModal record={product} records={[product]} onClose={jest.fn()} onSaved={jest.fn()} />, PRODUCTS_NAMESPACES);
      const dialog = await screen.findByRole('dialog', { name: 'Edit product' });
      await waitFor(() => expect(within(dialog).getByLabelText('Title', { exact: true })).toHaveValue(product.title.en));
      expect(within(dialog).getByLabelText('Subcategory (Norwegian)')).toHaveValue(product.subcategory!.no);
      const values = [...dialog.querySelectorAll('input, textarea')].map((field) => (field as HTMLInputElement).value);
      for (const text of [
        product.title.no,
        product.description.en,
        product.description.no,
        product.compatibility?.en,
        product.compatibility?.no,
      ])
        expect(values).toContain(text);
      expect(audit(document, ADMIN_FORMS)).toEqual([]);
      cleanup();
    },
  );
});
