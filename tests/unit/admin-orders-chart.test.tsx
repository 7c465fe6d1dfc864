/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { OrdersChart } from '@/components/admin/orders/orders-chart';
import { ORDERS_NAMESPACES } from '@/lib/admin/namespaces';
import type { MonthTotal } from '@/lib/shop/orders/admin-types';
import { renderAdmin } from '../support/admin-ui';

// The Orders chart with no sale in its twelve months says so instead of drawing empty bars.

const MONTHS = ['2025-12', ...Array.from({ length: 11 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`)];
const NONE: MonthTotal[] = MONTHS.map((month) => ({ month, count: 0, revenue: [] }));

describe('the orders chart', () => {
  it('says there are no paid orders yet, for the shop and for one product, instead of twelve empty bars', () => {
    const { unmount } = renderAdmin(<OrdersChart totals={NONE} productTitle={null} />, ORDERS_NAMESPACES);
    expect(screen.getByText('No paid orders in the last 12 months yet: the bars appear with the first sale.')).toBeVisible();
    expect(screen.getAllByTestId('orders-chart-bar')[0]!.closest('[aria-hidden]')).toHaveClass('hidden');
    unmount();
    renderAdmin(<OrdersChart totals={NONE} productTitle="Brand Kit" />, ORDERS_NAMESPACES);
    expect(screen.getByText('No paid orders of Brand Kit in the last 12 months.')).toBeVisible();
  });

  it('draws the bars without the message once there is a sale', () => {
    const totals = NONE.map((month, index) =>
      index === 11 ? { ...month, count: 1, revenue: [{ amount_cents: 2900, currency: 'usd' }] } : month,
    );
    renderAdmin(<OrdersChart totals={totals} productTitle={null} />, ORDERS_NAMESPACES);
    expect(screen.queryByTestId('orders-chart-empty')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('orders-chart-bar')[0]!.closest('[aria-hidden]')).not.toHaveClass('hidden');
  });
});
