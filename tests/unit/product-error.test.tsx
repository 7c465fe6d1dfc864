import { render, screen } from '@testing-library/react';
import ProductError from '@/app/[locale]/digital-products/[productId]/error';
import { ErrorTextsProvider } from '@/components/layout/error-texts';
import en from '@/messages/en.json';
import no from '@/messages/no.json';

// Outside the router the page's address is ours to set; links are real localized links.
let mockPathname = '/digital-products/abc';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

function renderError(locale: 'en' | 'no') {
  mockPathname = locale === 'no' ? '/no/digital-products/abc' : '/digital-products/abc';
  render(
    <ErrorTextsProvider texts={(locale === 'no' ? no : en).Error}>
      <ProductError error={new Error('database unavailable')} />
    </ErrorTextsProvider>,
  );
}

describe('product page error view', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  it('says the product could not be fetched and leads back to the shop', () => {
    renderError('en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Product Not Found');
    expect(screen.getByText('Failed to fetch product')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to products' })).toHaveAttribute('href', '/digital-products');
    expect(console.error).toHaveBeenCalledWith(expect.any(String), new Error('database unavailable'));
  });

  it('is in Norwegian on the Norwegian site', () => {
    renderError('no');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fant ikke produktet');
    expect(screen.getByText('Kunne ikke hente produktet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tilbake til produktene' })).toHaveAttribute('href', '/no/digital-products');
  });
});
