import { render, screen } from '@testing-library/react';
import { AnalyticsGate, QueryGate } from '@/components/analytics/analytics-gate';

// The gates around gtag: nothing rendered on an address with a secret, and gtag's own switch set
// while rendering, for a visit that loaded gtag on another page and moved here in the browser.

const address = { pathname: '/', query: '' };
jest.mock('next/navigation', () => ({
  usePathname: () => address.pathname,
  useSearchParams: () => new URLSearchParams(address.query),
}));

const ID = 'G-TEST1';
const gaDisabled = () => (window as unknown as Record<string, unknown>)[`ga-disable-${ID}`];

function renderAt(pathname: string, query = '') {
  Object.assign(address, { pathname, query });
  return render(
    <AnalyticsGate measurementId={ID}>
      <QueryGate measurementId={ID}>
        <p>gtag</p>
      </QueryGate>
    </AnalyticsGate>,
  );
}

it.each([
  ['/book/manage/abc', ''],
  ['/downloads/abc', ''],
  ['/digital-products/success', 'session_id=cs_1'],
  ['/book', 'reschedule=abc'],
])('renders nothing and turns gtag off on %s?%s', (pathname, query) => {
  renderAt(pathname, query);
  expect(screen.queryByText('gtag')).toBeNull();
  expect(gaDisabled()).toBe(true);
});

it('turns gtag back on and renders it on an address without a secret', () => {
  renderAt('/book/manage/abc').unmount();
  expect(gaDisabled()).toBe(true);
  renderAt('/book', 'utm_source=mail');
  expect(screen.getByText('gtag')).toBeTruthy();
  expect(gaDisabled()).toBe(false);
});
