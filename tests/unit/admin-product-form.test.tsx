/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { toast } from 'sonner';
import { ProductFormBasics } from '@/components/admin/products/product-form-basics';
import { ProductFormModal } from '@/components/admin/products/product-form-modal';
import { valuesFromProduct } from '@/components/admin/products/product-form-values';
import { LOCALE_TAGS } from '@/i18n/locales';
import { onIntlError } from '@/i18n/missing-message';
import norwegianProducts from '@/messages/admin/no/products.json';
import type { AdminProduct } from '@/lib/shop/products/input';
import { jsonResponse, renderAdmin } from '../support/admin-ui';
import { PRODUCTS_NAMESPACES } from '@/lib/admin/namespaces';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

// The product form checks with the API's own schema and sends the body the API takes.

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
  file_id: 'f0000000-0000-4000-8000-000000000001',
  active: true,
  sort_order: 3,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  file: { id: 'f0000000-0000-4000-8000-000000000001', file_name: 'kit.pdf', content_type: 'application/pdf', size_bytes: 2_500_000 },
  order_count: 0,
  ...overrides,
});

const fetchMock = jest.fn();
const onSaved = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  onSaved.mockReset();
  global.fetch = fetchMock;
});

function renderForm(editing: AdminProduct | null) {
  renderAdmin(
    <ProductFormModal product={editing} subcategories={{ en: ['Launch', 'Beauty'], no: [] }} onClose={jest.fn()} onSaved={onSaved} />,
    PRODUCTS_NAMESPACES,
  );
}

const sentBody = () => JSON.parse(fetchMock.mock.calls[0]![1].body as string) as Record<string, unknown>;

describe('product form', () => {
  it('shows the schema’s messages beside the fields and sends nothing', async () => {
    renderForm(null);
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    for (const message of ['Title is required', 'Description is required', 'Price is required', 'Category is required'])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Title *')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Title *'), 'Kit');
    await userEvent.type(screen.getByLabelText('Description *'), 'A kit.');
    await userEvent.selectOptions(screen.getByLabelText('Category *'), 'Instagram Post Templates');
    await userEvent.type(screen.getByLabelText('Price (USD) *'), '1.999');
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(screen.getByText('Price must be an amount in dollars with at most 2 decimals, such as 29 or 34.50')).toBeInTheDocument();
    expect(screen.getByLabelText('Price (USD) *')).toHaveFocus();
    // Below Stripe's smallest charge, which the field's help names.
    expect(screen.getByText(/at least 0\.50, the smallest amount Stripe charges/)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Price (USD) *'));
    await userEvent.type(screen.getByLabelText('Price (USD) *'), '0.49');
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(screen.getByText('Price must be at least 0.50, the smallest amount Stripe charges in USD')).toBeInTheDocument();
    // With every field right but nothing to deliver: the product's own rule, at the text field.
    await userEvent.clear(screen.getByLabelText('Price (USD) *'));
    await userEvent.type(screen.getByLabelText('Price (USD) *'), '19');
    await userEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(screen.getByText(/Add a downloadable file or a deliverable text/)).toBeInTheDocument();
    expect(screen.getByLabelText('Download text')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('prefills a product (price in dollars, its file) and saves it with PUT, deactivated', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, product({ active: false })));
    renderForm(product());
    expect(screen.getByLabelText('Price (USD) *')).toHaveValue('34.50');
    expect(screen.getByTestId('product-file-name')).toHaveTextContent('kit.pdf');
    expect(screen.getByText('2.4 MB')).toBeInTheDocument();
    const active = screen.getByRole('switch', { name: 'Active' });
    expect(active).toHaveAttribute('aria-checked', 'true');
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
      image_url: '',
      gallery: [],
      gallery_alt: { en: [], no: [] },
      contents: {},
      compatibility: null,
      video_url: null,
      deliverable: null,
      file_id: product().file_id,
      active: false,
    });
    expect(toast.success).toHaveBeenCalledWith('Product updated');
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
    expect(screen.getByLabelText('Files')).toHaveValue('Canva template · 12 pages');
    await userEvent.type(screen.getByLabelText('Files'), '{Enter}{Enter}PDF guide');
    await userEvent.type(screen.getByLabelText('Alt text for preview 1 (Norwegian)'), 'Logoarket');
    await userEvent.type(screen.getByLabelText('Files (Norwegian)'), 'Canva-mal · 12 sider');
    await userEvent.type(screen.getByLabelText('Preview video URL'), 'https://vimeo.com/1');
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

  it('shows the server’s refusal in the form and stays open', async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { detail: 'file_id: no uploaded file has this id; upload the file again' }));
    renderForm(product());
    await userEvent.click(screen.getByRole('button', { name: 'Update product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('file_id: no uploaded file has this id; upload the file again');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('suggests the subcategories in use', () => {
    renderForm(null);
    const options = [...document.querySelectorAll('#product-subcategories option')].map((option) => option.getAttribute('value'));
    expect(options).toEqual(['Launch', 'Beauty']);
  });
});

describe('product form for the Norwegian admin', () => {
  it('names the languages that show each price in Norwegian', () => {
    render(
      <NextIntlClientProvider locale="no" messages={norwegianProducts} timeZone="UTC" onError={onIntlError}>
        <ProductFormBasics values={valuesFromProduct(product())} setField={jest.fn()} setText={jest.fn()} errors={{}} subcategories={[]} />
      </NextIntlClientProvider>,
    );
    const names = new Intl.DisplayNames([LOCALE_TAGS.no.intl], { type: 'language' });
    // «Sider på engelsk viser …» under the dollar price, «Sider på norsk …» under the kroner.
    expect(screen.getByText(new RegExp(`Sider på ${names.of('en')} viser`))).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`Sider på ${names.of('no')} viser`))).toBeInTheDocument();
  });
});
