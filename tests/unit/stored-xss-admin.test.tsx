/** @jest-environment jsdom */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { ArticleFormModal } from '@/components/admin/journal/article-form';
import { JournalSection } from '@/components/admin/journal/journal-section';
import { ProductFormModal } from '@/components/admin/products/product-form';
import { ProductsManagement } from '@/components/admin/products/products-section';
import { ProjectFormModal } from '@/components/admin/projects/project-form';
import { ProjectsManagement } from '@/components/admin/projects/projects-section';
import { TestimonialFormModal } from '@/components/admin/testimonials/testimonial-form';
import { TestimonialsSection } from '@/components/admin/testimonials/testimonials-section';
import { JOURNAL_NAMESPACES, PRODUCTS_NAMESPACES, PROJECTS_NAMESPACES, TESTIMONIALS_NAMESPACES } from '@/lib/admin/namespaces';
import type { AdminArticle } from '@/lib/journal/input';
import type { AdminProject } from '@/lib/projects/input';
import { sanitizeRichText } from '@/lib/rich-text/sanitize';
import type { AdminProduct } from '@/lib/shop/products/input';
import type { AdminTestimonial } from '@/lib/testimonials/input';
import { adminArticle } from '../support/admin-article';
import { adminTestimonial } from '../support/admin-testimonial';
import { adminProject, jsonResponse, mockAdminNetwork, renderAdmin } from '../support/admin-ui';
import { articleBody, articleXss } from '../support/xss-article-records';
import { audit } from '../support/xss-html-audit';
import { LANGS } from '../support/xss-fields';
import { richMarker, type RecordTexts, type XssKind } from '../support/xss-kind';
import { payloadProduct, productXss } from '../support/xss-product-records';
import { PROJECT_COUNT, projectBody, projectXss } from '../support/xss-project-records';
import { TESTIMONIAL_BASE, testimonialXss } from '../support/xss-testimonial-records';

// Stored XSS in the admin's own screens: the payload projects, articles, products and testimonials
// (tests/support/xss-*-records.ts) as the admin API returns them (rich texts sanitized on save, the
// other texts as typed) in their lists and in each record's edit form. The DOM
// must hold nothing that could run or load, and show every text field's payloads, in every
// language, as field values. The browser spec opens one list and one form with the
// Content-Security-Policy (tests/e2e/stored-xss-projects.spec.ts, stored-xss-products.spec.ts).

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.setTimeout(120_000);

const fetchMock = mockAdminNetwork({ xhr: true });

// Admin forms are the app's own: a form is fine unless its action is a script (the audit checks URLs).
const ADMIN_FORMS = { forms: 'form' };

/** The rich texts as the API stores them. */
const sanitized = (kind: XssKind, body: Record<string, unknown>) =>
  Object.fromEntries(
    kind.rich.map((field) => [
      field,
      Object.fromEntries(LANGS.map((lang) => [lang, sanitizeRichText((body[field] as Record<string, string>)[lang]!)])),
    ]),
  );

const PROJECTS = Array.from({ length: PROJECT_COUNT }, (_, index) => {
  const { body, texts } = projectBody(index, 'jest', { letter: 'j', leadsHome: false });
  const project = adminProject({
    ...body,
    ...sanitized(projectXss, body),
    id: `p-${index}`,
    completion_date: `${body.completion_date}T00:00:00.000Z`,
  } as never);
  return { project, texts };
});

const PRODUCTS = Array.from({ length: productXss.count }, (_, index) => {
  const { body, texts } = payloadProduct(index, 'j');
  const product = {
    ...body,
    id: `0b6c4f4e-0000-4000-8000-${String(index).padStart(12, '0')}`,
    translation_status: {},
    price_cents: 900,
    prices: {},
    currency: 'usd',
    file: null,
    sort_order: index,
    order_count: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  } as unknown as AdminProduct;
  return { product, texts };
});

const ARTICLES = Array.from({ length: articleXss.count }, (_, index) => {
  const { body, texts } = articleBody(index, 'j');
  const article = adminArticle({
    ...body,
    ...sanitized(articleXss, body),
    id: `a-${index}`,
    published_at: '2026-01-05T09:00:00.000Z',
  } as never);
  return { article, texts };
});

const TESTIMONIALS = Array.from({ length: testimonialXss.count }, (_, index) => ({
  testimonial: adminTestimonial({ ...testimonialXss.body(index, 'j', TESTIMONIAL_BASE), id: `t-${index}`, sort_order: index } as never),
  texts: testimonialXss.texts(index, 'j'),
}));

/** Each admin screen that lists a kind's records and edits one: its records as the API answers, the heading naming each in the list. */
const SCREENS = [
  {
    screen: 'projects',
    kind: projectXss,
    records: PROJECTS.map(({ project, texts }) => ({ record: project, texts, heading: project.title.en! })),
    list: () => renderAdmin(<ProjectsManagement />, PROJECTS_NAMESPACES),
    form: (project: AdminProject) =>
      renderAdmin(<ProjectFormModal record={project} records={[]} onClose={jest.fn()} onSaved={jest.fn()} />),
    dialog: 'Edit project',
  },
  {
    screen: 'journal',
    kind: articleXss,
    records: ARTICLES.map(({ article, texts }) => ({ record: article, texts, heading: article.title.en! })),
    list: () => renderAdmin(<JournalSection />, JOURNAL_NAMESPACES),
    // Its related projects and products load beside it: none here, so every request answers an empty list.
    form: (article: AdminArticle) => {
      fetchMock.mockResolvedValue(jsonResponse(200, []));
      renderAdmin(<ArticleFormModal record={article} records={[]} onClose={jest.fn()} onSaved={jest.fn()} />, JOURNAL_NAMESPACES);
    },
    dialog: 'Edit article',
  },
  {
    screen: 'products',
    kind: productXss,
    records: PRODUCTS.map(({ product, texts }) => ({ record: product, texts, heading: product.title.en! })),
    list: () => renderAdmin(<ProductsManagement />, PRODUCTS_NAMESPACES),
    form: (product: AdminProduct) =>
      renderAdmin(<ProductFormModal record={product} records={[product]} onClose={jest.fn()} onSaved={jest.fn()} />, PRODUCTS_NAMESPACES),
    dialog: 'Edit product',
  },
  {
    screen: 'testimonials',
    kind: testimonialXss,
    records: TESTIMONIALS.map(({ testimonial, texts }) => ({ record: testimonial, texts, heading: testimonial.client_name })),
    list: () => renderAdmin(<TestimonialsSection />, TESTIMONIALS_NAMESPACES),
    form: (testimonial: AdminTestimonial) =>
      renderAdmin(
        <TestimonialFormModal record={testimonial} records={[]} onClose={jest.fn()} onSaved={jest.fn()} />,
        TESTIMONIALS_NAMESPACES,
      ),
    dialog: 'Edit testimonial',
  },
] as const;

/** The text fields (each language) whose payloads are no field's value in the dialog. */
function missingValues(dialog: HTMLElement, kind: XssKind, texts: RecordTexts): string[] {
  const values = [...dialog.querySelectorAll('input, textarea')].map((field) => (field as HTMLInputElement).value);
  return kind.payloadFields.flatMap(({ name }) =>
    LANGS.filter((lang) => !values.includes(texts[name]![lang])).map((lang) => `${name} (${lang})`),
  );
}

describe.each(SCREENS)('$screen', ({ kind, records, list, form, dialog: dialogName }) => {
  it('the list shows every payload record as text and holds nothing that could run', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        200,
        records.map(({ record }) => record),
      ),
    );
    list();
    for (const { heading } of records) expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(audit(document, ADMIN_FORMS)).toEqual([]);
  });

  it.each(records.map((record, index) => [index, record] as const))(
    'the edit form of record %i shows the payloads of every text field as values, and holds nothing that could run',
    async (_, { record, texts }) => {
      (form as (record: unknown) => void)(record);
      const dialog = await screen.findByRole('dialog', { name: dialogName });
      // Each rich text's marker in every language, shown by its editor (a chunk loaded when the form opens).
      for (const field of kind.rich) for (const lang of LANGS) await within(dialog).findByText(richMarker(field, lang), { exact: true });
      await waitFor(() => expect(missingValues(dialog, kind, texts)).toEqual([]));
      expect(audit(document, ADMIN_FORMS)).toEqual([]);
      cleanup();
    },
  );
});
