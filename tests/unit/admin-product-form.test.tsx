/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { ProductFormModal } from '@/components/admin/products/product-form';
import { LOCALE_TAGS } from '@/i18n/locales';
import type { Locale } from '@/i18n/routing';
import type { AdminProduct } from '@/lib/shop/products/input';
import { jsonResponse, renderAdmin } from '../support/admin-ui';
import { PRODUCTS_NAMESPACES } from '@/lib/admin/namespaces';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

// The product form, drawn from the product's description: its own check first (the admin's words),
// then the body the API takes, whose refusals land at the fields they name.

const product = (overrides: Partial<AdminProduct> = {}): AdminProduct => ({
  id: '0b6c4f4e-0000-4000-8000-000000000001',
  title: { en: 'Brand Kit' },
  description: { en: 'A kit.' },
  translation_status: { no: { missing: ['title', 'description'], outdated: [] } },
  price_cents: 3450,
  prices: { nok: 35000 },
  currency: 'usd',
  image_url: null,
  category: 'Brand Identity Template Collection',
  subcategory: { en: 'Launch' },
  gallery: [],
  gallery_alt: {},
  contents: {},
  compatibility: null,
  video_url: null,
  deliverable: null,
  studio_note: null,
  file_id: 'f0000000-0000-4000-8000-000000000001',
  active: true,
  sort_order: 3,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  file: { id: 'f0000000-0000-4000-8000-000000000001', file_name: 'kit.pdf', content_type: 'application/pdf', size_bytes: 2_500_000 },
  order_count: 0,
  ...overrides,
});

/** The shop's other products: their subcategories are suggested. */
const SHOP = [product(), product({ id: '0b6c4f4e-0000-4000-8000-000000000002', subcategory: { en: 'Beauty' } })];

const fetchMock = jest.fn();
const onSaved = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  onSaved.mockReset();
  global.fetch = fetchMock;
});

function renderForm(editing: AdminProduct | null, locale?: Locale) {
  renderAdmin(<ProductFormModal record={editing} records={SHOP} onClose={jest.fn()} onSaved={onSaved} />, PRODUCTS_NAMESPACES, locale);
}

const price = () => screen.getByLabelText('Price (USD)');
const refusal = (detail: string) => fetchMock.mockResolvedValueOnce(jsonResponse(400, { detail }));

const sentBody = () => JSON.parse(fetchMock.mock.calls[0]![1].body as string) as Record<string, unknown>;

describe('product form', () => {
  it('says what is missing beside the fields, then shows the server’s refusals at theirs', async () => {
    renderForm(null);
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(screen.getAllByText('Fill this in.')).toHaveLength(3);
    expect(screen.getByText('Choose one.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Title', { exact: true })).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Title', { exact: true }), 'Kit');
    await userEvent.type(screen.getByLabelText('Description', { exact: true }), 'A kit.');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Instagram Post Templates');
    await userEvent.type(price(), '0.49');
    // Below Stripe's smallest charge, which the field's help names.
    expect(screen.getByText(/at least 0\.50, the smallest amount Stripe charges/)).toBeInTheDocument();
    refusal('price: Price must be at least 0.50, the smallest amount Stripe charges in USD');
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Price must be at least 0.50, the smallest amount Stripe charges in USD')).toBeInTheDocument();
    await waitFor(() => expect(price()).toHaveFocus());
    expect(sentBody()).toMatchObject({ title: { en: 'Kit' }, price: '0.49', category: 'Instagram Post Templates', active: true });
    // Nothing to deliver: the product's own rule, at the text field.
    await userEvent.clear(price());
    await userEvent.type(price(), '19');
    refusal('deliverable: Add a downloadable file or a deliverable text: a buyer must get something');
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText(/Add a downloadable file or a deliverable text/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Download text (optional)')).toHaveFocus());
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('prefills a product (price in dollars, its file) and saves it with PUT, deactivated', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, product({ active: false })));
    renderForm(product());
    expect(price()).toHaveValue('34.50');
    expect(screen.getByLabelText('Price (NOK) (optional)')).toHaveValue('350');
    expect(screen.getByTestId('product-file-name')).toHaveTextContent('kit.pdf');
    expect(screen.getByText('2.4 MB')).toBeInTheDocument();
    const active = screen.getByRole('checkbox', { name: 'Active' });
    expect(active).toBeChecked();
    await userEvent.click(active);
    await userEvent.click(screen.getByRole('button', { name: 'Update product' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/admin/products/${product().id}`);
    expect(sentBody()).toEqual({
      title: { en: 'Brand Kit' },
      description: { en: 'A kit.' },
      price: '34.50',
      prices: { nok: '350' },
      category: 'Brand Identity Template Collection',
      subcategory: { en: 'Launch' },
      active: false,
      image_url: null,
      file_id: product().file_id,
      deliverable: null,
      gallery: [],
      gallery_alt: {},
      contents: {},
      compatibility: null,
      video_url: null,
      studio_note: null,
    });
    expect(toast.success).toHaveBeenCalledWith('Product updated');
  });

  it('suggests the kroner price from the dollar price while it is blank', async () => {
    renderForm(null);
    await userEvent.type(price(), '59');
    expect(screen.getByLabelText('Price (NOK) (optional)')).toHaveAttribute('placeholder', '590');
    expect(screen.getByText(/Leave empty to save the suggestion: 590\./)).toBeInTheDocument();
  });

  it('edits the previews’ alt texts and what the buyer gets, line by line, in both languages', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, product()));
    renderForm(
      product({
        gallery: ['/uploads/p1.webp'],
        gallery_alt: { en: ['The logo sheet'] },
        contents: { en: ['Canva template · 12 pages'] },
        compatibility: { en: 'Works with Canva Free and Pro' },
      }),
    );
    expect(screen.getByLabelText('Files (optional)')).toHaveValue('Canva template · 12 pages');
    await userEvent.type(screen.getByLabelText('Files (optional)'), '{Enter}{Enter}PDF guide');
    await userEvent.type(screen.getByLabelText('Alt text for gallery image 1 (Norwegian)'), 'Logoarket');
    await userEvent.type(screen.getByLabelText('Files (Norwegian)'), 'Canva-mal · 12 sider');
    await userEvent.type(screen.getByLabelText('Preview video URL (optional)'), 'https://vimeo.com/1');
    await userEvent.click(screen.getByRole('button', { name: 'Update product' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentBody()).toMatchObject({
      gallery: ['/uploads/p1.webp'],
      gallery_alt: { en: ['The logo sheet'], no: ['Logoarket'] },
      contents: { en: ['Canva template · 12 pages', 'PDF guide'], no: ['Canva-mal · 12 sider'] },
      compatibility: { en: 'Works with Canva Free and Pro' },
      video_url: 'https://vimeo.com/1',
    });
  });

  it('shows the server’s refusal of the file at the file and stays open', async () => {
    renderForm(product());
    refusal('file_id: no uploaded file has this id, upload the file again');
    await userEvent.click(screen.getByRole('button', { name: 'Update product' }));
    expect(await screen.findByText('no uploaded file has this id, upload the file again')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('suggests the subcategories in use', () => {
    renderForm(null);
    const list = screen.getByLabelText('Subcategory (optional)').getAttribute('list');
    const options = [...document.querySelectorAll(`#${list} option`)].map((option) => option.getAttribute('value'));
    expect(options).toEqual(['Beauty', 'Launch']);
  });
});

describe('product form for the Norwegian admin', () => {
  it('names the languages that show each price in Norwegian', () => {
    renderForm(product(), 'no');
    const names = new Intl.DisplayNames([LOCALE_TAGS.no.intl], { type: 'language' });
    // «Sider på engelsk viser …» under the dollar price, «Sider på norsk …» under the kroner.
    expect(screen.getByText(new RegExp(`Sider på ${names.of('en')} viser`))).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`Sider på ${names.of('no')} viser`))).toBeInTheDocument();
  });
});
