/** @jest-environment jsdom */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { DiscountForm } from '@/components/admin/discounts/discount-form';
import { DISCOUNTS_NAMESPACES } from '@/lib/admin/namespaces';
import type { AdminDiscountCode } from '@/lib/shop/discounts/types';
import { jsonResponse, mockAdminNetwork, renderAdmin } from '../support/admin-ui';

// The New code form, drawn from lib/shop/discounts/fields.ts (docs/admin.md#discount-codes): a
// percent or amounts as the kind says, products from the shop's list, a window in the admin's time
// zone, its own check before sending and the server's refusals at their fields.

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = mockAdminNetwork();
// A form with unsaved edits keeps them in the tab: each test starts without.
beforeEach(() => sessionStorage.clear());
const onCreated = jest.fn();
const PRODUCT = { id: '6f1c2a4e-0000-4000-8000-000000000001', title: { en: 'Brand Kit' } };

/** The products' list answers every GET; `answer` the POST. */
function renderForm(locale: 'en' | 'no' = 'en', answer: Response = jsonResponse(201, {})) {
  fetchMock.mockImplementation(async (_url: string, init?: RequestInit) =>
    init?.method === 'POST' ? answer : jsonResponse(200, [PRODUCT]),
  );
  renderAdmin(<DiscountForm onCreated={onCreated} onCancel={jest.fn()} />, DISCOUNTS_NAMESPACES, locale);
  return userEvent.setup();
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
const sentBody = () => JSON.parse((posts()[0]![1] as RequestInit).body as string);

it('checks the code and the percent before sending', async () => {
  const user = renderForm();
  await user.type(screen.getByRole('textbox', { name: 'Code' }), 'SPRING SALE');
  await user.click(screen.getByRole('button', { name: 'Create code' }));
  expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
    expect.stringContaining('Use 3 to 40 letters, digits, - or _.'),
  );
  expect(screen.getByRole('spinbutton', { name: 'Percent off' })).toHaveAccessibleDescription(
    expect.stringContaining('A whole number from 1 to 100.'),
  );
  expect(screen.getByRole('alert')).toHaveTextContent('2 fields need a change before saving');
  expect(posts()).toEqual([]);
});

it('gives amounts instead of a percent, limited to a product and a window, and sends the whole code', async () => {
  const user = renderForm('en', jsonResponse(201, { id: 'd-1', code: 'Autumn-5' } as AdminDiscountCode));
  await user.type(screen.getByRole('textbox', { name: 'Code' }), 'Autumn-5');
  await user.type(screen.getByRole('spinbutton', { name: 'Percent off' }), '20');
  await user.click(screen.getByRole('radio', { name: 'An amount off' }));
  expect(screen.queryByRole('spinbutton', { name: 'Percent off' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Create code' }));
  expect(screen.getByRole('textbox', { name: 'Amount off (USD)' })).toHaveAccessibleDescription(
    expect.stringContaining('An amount in at least one currency.'),
  );
  await user.type(screen.getByRole('textbox', { name: 'Amount off (USD)' }), '7,50');
  await user.click(screen.getByRole('checkbox', { name: 'Brand Kit' }));
  fireEvent.change(screen.getByLabelText('Valid from (optional)'), { target: { value: '2026-12-02T10:00' } });
  fireEvent.change(screen.getByLabelText('Valid until (optional)'), { target: { value: '2026-12-01T10:00' } });
  await user.type(screen.getByRole('spinbutton', { name: 'Number of uses (optional)' }), '5');
  await user.click(screen.getByRole('button', { name: 'Create code' }));
  expect(screen.getByRole('textbox', { name: 'Amount off (USD)' })).toHaveAccessibleDescription(
    expect.stringContaining('An amount with at most 2 decimals'),
  );
  expect(screen.getByLabelText('Valid until (optional)')).toHaveAccessibleDescription(expect.stringContaining('Must be after the start.'));
  expect(posts()).toEqual([]);

  await user.clear(screen.getByRole('textbox', { name: 'Amount off (USD)' }));
  await user.type(screen.getByRole('textbox', { name: 'Amount off (USD)' }), '7.50');
  fireEvent.change(screen.getByLabelText('Valid until (optional)'), { target: { value: '2026-12-31T23:00' } });
  await user.click(screen.getByRole('button', { name: 'Create code' }));
  await waitFor(() => expect(onCreated).toHaveBeenCalled());
  // The percent typed before the kind changed is no part of the code.
  expect(sentBody()).toEqual({
    code: 'Autumn-5',
    kind: 'amount',
    percent_off: null,
    amounts_off: { usd: '7.50' },
    product_ids: [PRODUCT.id],
    starts_at: new Date('2026-12-02T10:00').toISOString(),
    ends_at: new Date('2026-12-31T23:00').toISOString(),
    usage_limit: 5,
    paused: false,
  });
  expect(toast.success).toHaveBeenCalledWith('Code Autumn-5 created');
});

const CODE_TAKEN = {
  detail: 'code: another code is already "SPRING" (codes ignore case)',
  reason: 'codeTaken',
  field: 'code',
  code: 'SPRING',
};

it('shows a code taken at the code field, in the admin language (a refusal only the server knows)', async () => {
  const user = renderForm('no', jsonResponse(409, CODE_TAKEN));
  await user.type(screen.getByRole('textbox', { name: 'Kode' }), 'spring');
  await user.type(screen.getByRole('spinbutton', { name: 'Prosent avslag' }), '10');
  await user.click(screen.getByRole('button', { name: 'Opprett kode' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Kode' })).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByRole('textbox', { name: 'Kode' })).toHaveAccessibleDescription(
    expect.stringContaining('En annen kode heter allerede «SPRING»'),
  );
  expect(onCreated).not.toHaveBeenCalled();
});

it('shows a refusal without a reason in the server words, at the field it names', async () => {
  const user = renderForm('en', jsonResponse(409, { detail: CODE_TAKEN.detail }));
  await user.type(screen.getByRole('textbox', { name: 'Code' }), 'spring');
  await user.type(screen.getByRole('spinbutton', { name: 'Percent off' }), '10');
  await user.click(screen.getByRole('button', { name: 'Create code' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(expect.stringContaining('another code is already'));
});

it('keeps unsaved edits through a reload and offers them back', async () => {
  const user = renderForm();
  await user.type(screen.getByRole('textbox', { name: 'Code' }), 'Kept-1');
  await user.click(screen.getByRole('radio', { name: 'An amount off' }));
  cleanup();

  renderForm();
  await user.click(await screen.findByRole('button', { name: 'Restore' }));
  expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('Kept-1');
  expect(screen.getByRole('radio', { name: 'An amount off' })).toBeChecked();
});

it('speaks Norwegian when the admin does', async () => {
  const user = renderForm('no');
  await user.type(screen.getByRole('textbox', { name: 'Kode' }), '<b>');
  await user.type(screen.getByRole('spinbutton', { name: 'Prosent avslag' }), '15');
  await user.click(screen.getByRole('button', { name: 'Opprett kode' }));
  expect(screen.getByRole('textbox', { name: 'Kode' })).toHaveAccessibleDescription(
    expect.stringContaining('Bruk 3 til 40 bokstaver, sifre, - eller _.'),
  );
  expect(screen.getByRole('radio', { name: 'Prosentvis avslag' })).toBeChecked();
  expect(posts()).toEqual([]);
});
