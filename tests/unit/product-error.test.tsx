import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import ProductError from '@/app/[locale]/digital-products/[productId]/error';
import en from '@/messages/en.json';
import no from '@/messages/no.json';

// Outside the router a localized link is a plain anchor with the locale prefix.
jest.mock('@/i18n/navigation', () => {
  const { useLocale } = jest.requireActual<typeof import('next-intl')>('next-intl');
  return {
    Link: ({ href, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string }) => (
      <a href={`${useLocale() === 'no' ? '/no' : ''}${href}`} {...props} />
    ),
  };
});

function renderError(locale: 'en' | 'no') {
  const messages = { Error: (locale === 'no' ? no : en).Error };
  render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      <ProductError error={new Error('database unavailable')} />
    </NextIntlClientProvider>,
  );
}

describe('product page error view', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  it('says the product could not be fetched and leads back to the shop', () => {
    renderError('en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Product Not Found');
    expect(screen.getByText('Failed to fetch product')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/digital-products');
    expect(console.error).toHaveBeenCalledWith(expect.any(String), new Error('database unavailable'));
  });

  it('is in Norwegian on the Norwegian site', () => {
    renderError('no');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fant ikke produktet');
    expect(screen.getByText('Kunne ikke hente produktet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tilbake til produktene' })).toHaveAttribute('href', '/no/digital-products');
  });
});
