/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VatSummaryPanel } from '@/components/admin/orders/vat-summary-panel';
import type { VatSummary } from '@/lib/shop/orders/admin-types';
import { ORDERS_NAMESPACES } from '@/lib/admin/namespaces';
import { jsonResponse, mockAdminNetwork, renderAdmin } from '../support/admin-ui';

// The Orders screen's VAT summary with the network faked: closed until asked for, a month's rows
// with country names and a totals line per currency, the month picker's calls and the CSV link.

const fetchMock = mockAdminNetwork();

const ZERO = { sales: 0, refunds: 0, amount_subtotal: 0, amount_tax: 0, amount_total: 0 };
const SUMMARY: VatSummary = {
  month: '2026-11',
  time_zone: 'Europe/Oslo',
  from: '2026-10-31T23:00:00.000Z',
  before: '2026-11-30T23:00:00.000Z',
  rows: [
    {
      country: 'DE',
      tax_rate: 19,
      currency: 'usd',
      reverse_charge: false,
      sales: 2,
      refunds: 0,
      amount_subtotal: 5714,
      amount_tax: 1086,
      amount_total: 6800,
    },
    {
      country: 'DE',
      tax_rate: 0,
      currency: 'usd',
      reverse_charge: true,
      sales: 1,
      refunds: 0,
      amount_subtotal: 2857,
      amount_tax: 0,
      amount_total: 2857,
    },
    {
      country: 'FI',
      tax_rate: 25.5,
      currency: 'nok',
      reverse_charge: false,
      ...ZERO,
      sales: 1,
      amount_subtotal: 39841,
      amount_tax: 10159,
      amount_total: 50000,
    },
    {
      country: null,
      tax_rate: 0,
      currency: 'usd',
      reverse_charge: false,
      ...ZERO,
      refunds: 1,
      amount_subtotal: -3400,
      amount_total: -3400,
    },
  ],
  totals: [
    { currency: 'nok', sales: 1, refunds: 0, amount_subtotal: 39841, amount_tax: 10159, amount_total: 50000 },
    { currency: 'usd', sales: 3, refunds: 1, amount_subtotal: 5171, amount_tax: 1086, amount_total: 6257 },
  ],
};

const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('the VAT summary panel', () => {
  it('asks for nothing until opened, then shows the current month per country, rate and currency, with totals per currency', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, SUMMARY));
    renderAdmin(<VatSummaryPanel />, ORDERS_NAMESPACES);
    const user = userEvent.setup();
    expect(fetchMock).not.toHaveBeenCalled();

    const toggle = screen.getByRole('button', { name: 'Show VAT summary' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');
    const table = await screen.findByRole('table', { name: 'VAT per country, rate and currency, November 2026' });
    expect(urls()).toEqual(['/api/admin/orders/vat-summary']);

    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows.map(cells)).toEqual([
      ['Germany', '19%', 'USD', '2', '0', '$57.14', '$10.86', '$68.00'],
      ['GermanyReverse charge (business buyer)', '0%', 'USD', '1', '0', '$28.57', '$0.00', '$28.57'],
      ['Finland', '25.5%', 'NOK', '1', '0', 'kr\u00a0398.41', 'kr\u00a0101.59', 'kr\u00a0500.00'],
      ['Not recorded (sold before VAT)', '0%', 'USD', '0', '1', '-$34.00', '$0.00', '-$34.00'],
      // Never kroner and dollars in one sum.
      ['Total NOK', '1', '0', 'kr\u00a0398.41', 'kr\u00a0101.59', 'kr\u00a0500.00'],
      ['Total USD', '3', '1', '$51.71', '$10.86', '$62.57'],
    ]);
    expect(screen.getByRole('link', { name: 'Download the VAT summary of November 2026 as CSV' })).toHaveAttribute(
      'href',
      '/api/admin/orders/vat-summary/export?month=2026-11',
    );
    expect(screen.getByRole('link', { name: 'Download the VAT summary of November 2026 as an Excel workbook' })).toHaveAttribute(
      'href',
      '/api/admin/orders/vat-summary/export/xlsx?month=2026-11',
    );
    expect(screen.getByText(/Europe\/Oslo time/)).toBeInTheDocument();
  });

  it("names the countries in the admin's language", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, SUMMARY));
    renderAdmin(<VatSummaryPanel />, ORDERS_NAMESPACES, 'no');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Vis MVA-oppsummering' }));
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.firstChild?.textContent),
    ).toEqual(expect.arrayContaining(['Tyskland', 'Finland']));
  });

  it('offers two years of months back from the current one, and reads the one chosen', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      jsonResponse(200, url.endsWith('month=2025-12') ? { ...SUMMARY, month: '2025-12', rows: [], totals: [] } : SUMMARY),
    );
    renderAdmin(<VatSummaryPanel />, ORDERS_NAMESPACES);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show VAT summary' }));
    const picker = await screen.findByRole('combobox', { name: 'Month' });
    await waitFor(() => expect(picker).toBeEnabled());
    const options = within(picker).getAllByRole('option');
    expect(options).toHaveLength(24);
    expect([options[0]!.textContent, options[23]!.textContent]).toEqual(['November 2026', 'December 2024']);

    await user.selectOptions(picker, '2025-12');
    expect(await screen.findByText('No sales or refunds in December 2025.')).toBeInTheDocument();
    expect(urls()).toContain('/api/admin/orders/vat-summary?month=2025-12');
    expect(screen.getByRole('link', { name: 'Download the VAT summary of December 2025 as CSV' })).toHaveAttribute(
      'href',
      '/api/admin/orders/vat-summary/export?month=2025-12',
    );
    expect(screen.getByRole('link', { name: 'Download the VAT summary of December 2025 as an Excel workbook' })).toHaveAttribute(
      'href',
      '/api/admin/orders/vat-summary/export/xlsx?month=2025-12',
    );
    // The picker keeps its two years: the current month is still the newest.
    expect(within(picker).getAllByRole('option')[0]).toHaveTextContent('November 2026');
  });

  it('says when the summary could not be loaded and tries again', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { detail: 'Internal server error' })).mockResolvedValue(jsonResponse(200, SUMMARY));
    renderAdmin(<VatSummaryPanel />, ORDERS_NAMESPACES);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show VAT summary' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The VAT summary could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
