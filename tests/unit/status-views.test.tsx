import { render, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { StatusView } from '@/components/layout/status-view';
import { notify } from '@/components/layout/toasts';
import { PaymentStatusClient } from '@/components/shop/payment-status-client';

jest.mock('@/components/layout/toasts', () => ({ notify: jest.fn() }));
jest.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams() }));
jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...props} />,
}));

describe('StatusView', () => {
  it('reads the heading once: the documented message is a status label hidden from screen readers', () => {
    render(
      <StatusView notFound status="Project not found" title="Project Not Found" help="The link may be out of date.">
        <button type="button">Back to Projects</button>
      </StatusView>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Project Not Found');
    const status = screen.getByText('Project not found');
    expect(status.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(status.parentElement).toHaveTextContent('404');
    expect(screen.getByText('The link may be out of date.')).toBeVisible();
  });
});

describe('the payment page without a session id', () => {
  it('shows the ways on, sends no request and raises no error toast', () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock;
    const text = new Proxy({}, { get: (_, key) => String(key) }) as never;
    render(
      <PaymentStatusClient
        locale="en"
        labels={{ text, attempts: [], receipt: text }}
        noSession={{
          title: 'Looking for your purchase?',
          text: 'This page confirms a payment.',
          browseShop: 'Browse the templates',
          downloadsAgain: 'Get your downloads again',
        }}
        toasts={{
          success: 's',
          expired: 'e',
          timeout: 't',
          error: 'Error checking payment status.',
          downloadStarted: 'd',
          downloadFailed: 'f',
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Looking for your purchase?');
    expect(screen.getByRole('link', { name: 'Get your downloads again' })).toHaveAttribute('href', '/downloads');
    expect(screen.getByRole('link', { name: 'Browse the templates' })).toHaveAttribute('href', '/digital-products');
    expect(notify).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
