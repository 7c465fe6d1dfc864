/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderActions } from '@/components/admin/orders/order-parts';
import type { AdminOrder } from '@/lib/shop/orders/admin-types';
import { adminOrder } from '../support/admin-order';
import { renderAdmin } from '../support/admin-ui';
import { ORDERS_NAMESPACES } from '@/lib/admin/namespaces';

// The order menu's sales documents (docs/shop.md#receipt-pdf): the receipt PDF of every order, and
// the credit note's once the order has one.

const ORDER = adminOrder({ id: '3f0c1b9e-2f4a-4c4e-9a59-8d1f6f1c2a10', receipt_number: 12 });

async function openMenu(order: AdminOrder) {
  renderAdmin(<OrderActions order={order} onResend={jest.fn()} onRefund={jest.fn()} busyId={null} />, ORDERS_NAMESPACES);
  await userEvent.setup().click(screen.getByRole('button', { name: /^Actions for the order of Brand Kit/ }));
  return screen.getByRole('menu');
}

it('links the receipt PDF of a paid order, and no credit note', async () => {
  const menu = await openMenu(ORDER);
  expect(within(menu).getByRole('menuitem', { name: /^Download the receipt for Brand Kit/ })).toHaveAttribute(
    'href',
    `/api/admin/orders/${ORDER.id}/receipt.pdf`,
  );
  expect(within(menu).queryByRole('menuitem', { name: /credit note/ })).not.toBeInTheDocument();
});

it('links the credit note PDF of a refunded order beside its receipt', async () => {
  const menu = await openMenu({ ...ORDER, status: 'refunded', credit_note_number: 3, refunded_at: '2026-11-04T10:00:00.000Z' });
  expect(within(menu).getByRole('menuitem', { name: /^Download the receipt for Brand Kit/ })).toBeInTheDocument();
  expect(within(menu).getByRole('menuitem', { name: /^Download the credit note for Brand Kit/ })).toHaveAttribute(
    'href',
    `/api/admin/orders/${ORDER.id}/credit-note.pdf`,
  );
});
