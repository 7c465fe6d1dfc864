/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { SellerForm } from '@/components/admin/settings/seller-form';
import { SETTINGS_NAMESPACES } from '@/lib/admin/namespaces';
import type { SellerSettings } from '@/lib/shop/seller/types';
import { jsonResponse, mockAdminNetwork, renderAdmin } from '../support/admin-ui';

// The Settings section's seller form, drawn from lib/shop/seller/fields.ts (docs/admin.md#settings):
// its own check before sending, the server's refusals at their fields, the live preview.

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = mockAdminNetwork();

const SELLER: SellerSettings = {
  legal_name: 'Fjordlys Design AS',
  organisation_number: '923609016',
  vat_registered: false,
  address: 'Storgata 1\n0155 Oslo',
  support_email: 'support@fjordlys.example',
  prices_include_vat: true,
};
const PREVIEWS = [
  { locale: 'en', language: 'English', organisationNumber: 'Org. no. {number}{vat, select, registered { MVA} other {}}' },
  { locale: 'no', language: 'Norwegian', organisationNumber: 'Org.nr. {number}{vat, select, registered { MVA} other {}}' },
];

function renderForm(locale: 'en' | 'no' = 'en') {
  renderAdmin(<SellerForm settings={SELLER} previews={PREVIEWS} />, SETTINGS_NAMESPACES, locale);
  return userEvent.setup();
}

const sentBody = () => JSON.parse((fetchMock.mock.calls[0]![1] as RequestInit).body as string);

it('checks the organisation number’s check digit before sending, at the field and in the list on top', async () => {
  const user = renderForm();
  const number = screen.getByRole('textbox', { name: 'Organisation number' });
  await user.clear(number);
  await user.type(number, '923 609 017');
  await user.clear(screen.getByRole('textbox', { name: 'Support email' }));
  await user.click(screen.getByRole('button', { name: 'Save settings' }));

  expect(number).toHaveAccessibleDescription(expect.stringContaining('Nine digits whose check digit matches'));
  expect(screen.getByRole('textbox', { name: 'Support email' })).toHaveAccessibleDescription(expect.stringContaining('Fill this in.'));
  const list = screen.getByRole('alert');
  expect(within(list).getByText('2 fields need a change before saving')).toBeInTheDocument();
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Organisation number: Nine digits whose check digit matches, such as 923 609 016.', 'Support email: Fill this in.']);
  expect(fetchMock).not.toHaveBeenCalled();
  await waitFor(() => expect(number).toHaveFocus());
});

it('saves the settings whole and shows what the server stored', async () => {
  const user = renderForm();
  const number = screen.getByRole('textbox', { name: 'Organisation number' });
  await user.clear(number);
  await user.type(number, '974 760 673');
  await user.click(screen.getByRole('checkbox', { name: 'Registered for VAT' }));
  const preview = screen.getByRole('region', { name: 'How it reads on receipts' });
  expect(preview).toHaveTextContent('Org. no. 974 760 673 MVA');

  fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...SELLER, organisation_number: '974760673', vat_registered: true }));
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(fetchMock).toHaveBeenCalledWith('/api/admin/seller-settings', expect.objectContaining({ method: 'PUT' }));
  expect(sentBody()).toEqual({ ...SELLER, organisation_number: '974 760 673', vat_registered: true });
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Settings saved'));
  expect(number).toHaveValue('974760673');
});

it('shows what the server refuses at its field', async () => {
  const user = renderForm();
  fetchMock.mockResolvedValueOnce(jsonResponse(400, { detail: 'support_email: must be an e-mail address' }));
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  const email = screen.getByRole('textbox', { name: 'Support email' });
  await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
  expect(email).toHaveAccessibleDescription(expect.stringContaining('must be an e-mail address'));
  expect(within(screen.getByRole('alert')).getByText('Support email: must be an e-mail address')).toBeInTheDocument();
});

it('speaks Norwegian when the admin does', async () => {
  const user = renderForm('no');
  const number = screen.getByRole('textbox', { name: 'Organisasjonsnummer' });
  await user.clear(number);
  await user.type(number, '923609017');
  await user.click(screen.getByRole('button', { name: 'Lagre innstillingene' }));
  expect(number).toHaveAccessibleDescription(expect.stringContaining('Ni sifre med riktig kontrollsiffer, for eksempel 923 609 016.'));
  expect(screen.getByRole('alert')).toHaveTextContent('1 felt må rettes før du kan lagre');
  expect(fetchMock).not.toHaveBeenCalled();
});
