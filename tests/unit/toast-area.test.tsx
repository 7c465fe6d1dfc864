import { act, render, screen } from '@testing-library/react';
import { ToastArea } from '@/components/layout/toast-area';
import { notify } from '@/components/layout/toasts';

// sonner is loaded with the first toast; a toast raised before its Toaster listens must still show.
describe('ToastArea and notify', () => {
  it('shows nothing until the first toast, then shows each toast, once per id', async () => {
    const { container } = render(<ToastArea label="Notifications" />);
    expect(container).toBeEmptyDOMElement();

    act(() => void notify('success', 'Thank you! Your message has been sent successfully.'));
    expect(await screen.findByText('Thank you! Your message has been sent successfully.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();

    await act(async () => {
      await notify('error', 'Payment session expired. Please try again.', { id: 'payment-expired' });
      await notify('error', 'Payment session expired. Please try again.', { id: 'payment-expired' });
    });
    expect(await screen.findAllByText('Payment session expired. Please try again.')).toHaveLength(1);
  });

  it('names the region in the page language, below the header, in the site’s own look', async () => {
    render(<ToastArea label="Varsler" />);
    act(() => void notify('success', 'Tusen takk! Meldingen din er sendt.'));
    const toast = (await screen.findByText('Tusen takk! Meldingen din er sendt.')).closest('[data-sonner-toast]');
    // sonner appends the hotkey to the label.
    expect(screen.getByRole('region', { name: 'Varsler alt+T' })).toBeInTheDocument();
    expect(toast).toHaveAttribute('data-styled', 'false');
    expect(toast).toHaveClass('bg-plum', 'font-sans');
    expect(document.querySelector('[data-sonner-toaster]')).toHaveStyle({ '--offset-top': '96px', '--mobile-offset-top': '96px' });
  });
});
