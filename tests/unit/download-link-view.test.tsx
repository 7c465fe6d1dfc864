import { render, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { createTranslator } from 'next-intl';
import { DownloadLinkView } from '@/components/shop/downloads/download-link-view';
import type { DownloadLinkView as LinkView } from '@/lib/shop/downloads/links';
import en from '@/messages/en.json';
import no from '@/messages/no.json';
import { MARKUP_PAYLOADS } from '../support/xss-payloads';

// The page of a receipt's link, in each state the link can be in, in both languages.

jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'en' | 'no'; namespace: 'Downloads' }) =>
    createTranslator({ locale, messages: locale === 'no' ? no : en, namespace }),
}));
jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...props} />,
}));

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

const link = (overrides: Partial<LinkView> = {}): LinkView => ({
  state: 'valid',
  productTitle: 'Brand Kit',
  locale: 'en',
  expiresAt: new Date('2026-07-12T10:00:00Z'),
  downloadsLeft: 7,
  maxDownloads: 10,
  ...overrides,
});

const view = async (value: LinkView | null, locale: 'en' | 'no' = 'en') =>
  render(await DownloadLinkView({ link: value, token: TOKEN, locale }));

describe('DownloadLinkView', () => {
  it.each([
    ['en', 'Downloads left', '7 of 10', 'Valid until', 'July 12, 2026', 'Download'],
    ['no', 'Nedlastinger igjen', '7 av 10', 'Gyldig til', '12. juli 2026', 'Last ned'],
  ] as const)(
    'shows a valid link (%s): the product, what is left and a Download link to the file',
    async (locale, leftLabel, left, untilLabel, until, download) => {
      await view(link(), locale);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Brand Kit');
      expect(screen.getByText(leftLabel).nextSibling).toHaveTextContent(left);
      expect(screen.getByText(untilLabel).nextSibling).toHaveTextContent(until);
      expect(screen.getByText(until)).toHaveAttribute('datetime', '2026-07-12T10:00:00.000Z');
      expect(screen.getByRole('link', { name: download })).toHaveAttribute('href', `/api/downloads/${TOKEN}`);
    },
  );

  it.each([
    ['expired', link({ state: 'expired' }), en.Downloads.expiredTitle, 'It was valid until July 12, 2026.', '/downloads'],
    [
      'used up',
      link({ state: 'used-up', downloadsLeft: 0 }),
      en.Downloads.usedUpTitle,
      'It has been used for all 10 downloads it allows.',
      '/downloads',
    ],
    ['unknown', null, en.Downloads.unknownTitle, en.Downloads.unknownText, '/downloads'],
    ['refunded', link({ state: 'refunded' }), en.Downloads.refundedTitle, 'The payment for Brand Kit was refunded', '/contact'],
  ])('explains a link that is %s and offers the way on, without a Download link', async (_label, value, title, text, firstAction) => {
    await view(value);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(text, { exact: false })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))[0]).toBe(firstAction);
    expect(screen.queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('explains in Norwegian', async () => {
    await view(link({ state: 'used-up', locale: 'no' }), 'no');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(no.Downloads.usedUpTitle);
    expect(screen.getByRole('link', { name: no.Downloads.getNewLink })).toHaveAttribute('href', '/downloads');
  });

  it.each(['valid', 'refunded'] as const)('shows a product title of markup (%s) as text, adding no element', async (state) => {
    const title = MARKUP_PAYLOADS.map((payload) => payload.text).join(' ');
    const { container } = await view(link({ state, productTitle: title }));
    expect(container.textContent).toContain(title);
    expect(
      container.querySelectorAll('script, img, iframe, object, embed, form, input, base, meta, details, a[href^="javascript"]'),
    ).toHaveLength(0);
  });
});
