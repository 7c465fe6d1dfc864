/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { DiscountList } from '@/components/admin/discounts/discount-list';
import { LOCALE_TAGS } from '@/i18n/locales';
import { onIntlError } from '@/i18n/missing-message';
import type { Locale } from '@/i18n/routing';
import type { AdminDiscountCode } from '@/lib/shop/discounts/types';
import englishDiscounts from '@/messages/admin/en/discounts.json';
import norwegianDiscounts from '@/messages/admin/no/discounts.json';

// The list of discount codes writes its amounts and dates in the admin's language.

const CODE: AdminDiscountCode = {
  id: 'd-1',
  code: 'SPRING',
  kind: 'amount',
  percent_off: null,
  amounts_off: { usd: 500 },
  product_ids: [],
  starts_at: '2025-03-04T10:00:00.000Z',
  ends_at: null,
  usage_limit: null,
  paused: false,
  created_at: '2025-03-01T10:00:00.000Z',
  uses: 2,
  open_holds: 0,
  revenue: { nok: 29900 },
};

function renderList(locale: Locale) {
  render(
    <NextIntlClientProvider
      locale={locale}
      messages={locale === 'no' ? norwegianDiscounts : englishDiscounts}
      timeZone="UTC"
      onError={onIntlError}
    >
      <DiscountList codes={[CODE]} busy={null} onPause={jest.fn()} />
    </NextIntlClientProvider>,
  );
}

/** The start as Intl writes it in `locale` (the browser's time zone, as the list does). */
const start = (locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale].intl, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(CODE.starts_at!));

describe('the discount codes list', () => {
  it('writes amounts and dates in English', () => {
    renderList('en');
    expect(screen.getByText(/^\$5\.00 off/)).toBeInTheDocument();
    expect(screen.getByText(`From ${start('en')}`)).toBeInTheDocument();
    expect(screen.getByText(/^kr\s299\.00$/)).toBeInTheDocument();
  });

  it('writes them in Norwegian for the Norwegian admin', () => {
    renderList('no');
    // «Fra 4. mars 2025, 10:00» in UTC; «299,00 kr».
    expect(screen.getByText(`Fra ${start('no')}`)).toBeInTheDocument();
    expect(screen.getByText(/^299,00\s*kr$/)).toBeInTheDocument();
  });
});
